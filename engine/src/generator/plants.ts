import type { FiscalYear } from '../model';
import type { AnomalyId } from './anomaly-ids';
import { FiscalCalendar } from './calendar';
import type { Plant } from './plant';
import type { PlantDef } from './plant-kit';
import { ADDED } from './plants-added';
import { ALTERED } from './plants-altered';
import { JE_PLANTS } from './plants-je';
import { Rng } from './prng';
import type { Scale } from './state';

/**
 * One plant per catalogue control (fec-reference.md §4): the smallest realistic change that makes
 * the control fire, tagged so the manifest can give its physical lines. Each plant acts once, at a
 * date drawn from its window, on the first entry that suits it.
 */
const DEFS: Record<AnomalyId, PlantDef> = { ...ALTERED, ...ADDED, ...JE_PLANTS };

/** The plants for the requested anomalies, each with its own random stream and start date. */
export function makePlants(
  ids: AnomalyId[],
  seed: number | string,
  fy: FiscalYear,
  firstYear: boolean,
  scale: Scale,
): Plant[] {
  const cal = new FiscalCalendar(fy);
  const days = cal.workingDays;
  const root = new Rng(seed).fork('anomalies');
  return [...new Set(ids)].map((id) => {
    const def = DEFS[id];
    if (firstYear && def.needsOpening)
      throw new Error(`Anomalie ${id} impossible sur un premier exercice (pas d'à-nouveaux)`);
    if (!scale.employees && def.needsPayroll)
      throw new Error(`Anomalie ${id} impossible sous 3 000 lignes (pas de paie mensuelle)`);
    const r = root.fork(id);
    const [lo, hi] = def.window ?? [0.15, 0.75];
    const from = days[Math.min(days.length - 1, Math.floor(days.length * (lo + (hi - lo) * r.next())))];
    return {
      ...def.make(id, r),
      id,
      description: def.description,
      from,
      done: false,
      alsoTriggers: def.alsoTriggers ?? [],
    };
  });
}
