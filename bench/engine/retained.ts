/**
 * What the controls keep near the end of the pass, one control (or a few) at a time against none:
 *   node --expose-gc --import tsx bench/engine/retained.ts <file> <none|all|ID[,ID…]>
 * A probe control placed first runs two forced GCs in its finish (before every other control's
 * finish, all their state alive) and records heap and array buffers. Prints one JSON line (MB).
 */
import { analyseFile } from '../../engine/src/analyse/analyse';
import { CONTROLS } from '../../engine/src/controls/catalogue';
import type { ControlDefinition, ControlOutcome } from '../../engine/src/model/control';

const [file, which] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('node --expose-gc …');
const picked =
  which === 'all'
    ? CONTROLS
    : which === 'none'
      ? []
      : CONTROLS.filter((c) => which.split(',').includes(c.id));
let at = { heap: 0, arrayBuffers: 0, rss: 0 };
const probe = {
  ...CONTROLS[0],
  id: 'PROBE',
  create: () => ({
    finish(): ControlOutcome {
      gc();
      gc();
      const m = process.memoryUsage();
      at = { heap: m.heapUsed / 1e6, arrayBuffers: m.arrayBuffers / 1e6, rss: m.rss / 1e6 };
      return { result: 'OK', count: 0, rows: [] } as unknown as ControlOutcome;
    },
  }),
} as unknown as ControlDefinition<object>;
const cpu0 = process.cpuUsage();
void analyseFile(file, { controls: [probe, ...picked] }).then(() => {
  const cpu = process.cpuUsage(cpu0);
  const r = (n: number) => Math.round(n * 10) / 10;
  console.log(
    JSON.stringify({
      which,
      heapMb: r(at.heap),
      arrayBuffersMb: r(at.arrayBuffers),
      rssAtFinishMb: Math.round(at.rss),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    }),
  );
});
