/**
 * npm run build:engine — bundles the analysis threads' scripts into node_modules/.cache/fec-engine ahead
 * of time (an image whose node_modules is read-only at run time): the pool's engine worker and the
 * reading thread. Otherwise the first analysis of a process builds them (0.3–1 s) and keeps them.
 */
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
process.stdout.write(`Moteur préparé : ${worker}\n`);
