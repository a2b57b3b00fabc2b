/**
 * npm run build:engine — bundles the engine's scripts into node_modules/.cache/fec-engine ahead of time
 * (an image whose node_modules is read-only at run time): the pool's engine worker, the reading thread
 * and the CLI. Otherwise the first analysis of a process builds them (0.3–1 s) and keeps them.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { bundledModuleFile, bundledScriptSync } from '../../../engine/src/util/bundled-script';
import { ENGINE_WORKER_FILE } from './engine-pool';
import { READ_WORKER_FILE } from '../../../engine/src/read/read-thread';

const worker = await bundledModuleFile('engine-worker', ENGINE_WORKER_FILE);
if (worker === null) {
  process.stderr.write(
    "node_modules/.cache/fec-engine n'est pas accessible en écriture : moteur non préparé.\n",
  );
  process.exit(1);
}
bundledScriptSync('read-worker', READ_WORKER_FILE);
// The CLI's launcher builds and stamps its bundle on its first run.
execFileSync(process.execPath, [join(import.meta.dirname, '../../../engine/bin/fec.mjs'), '--help'], {
  stdio: 'ignore',
});
process.stdout.write(`Moteur préparé : ${worker}\n`);
