/**
 * Account roots that sector charts add to the PCG, and how CPT-PCG recognises that a file follows one.
 * Data, like pcg-anc-2014-03.ts: a root listed here is legal once its chart is recognised.
 *
 * - Plan comptable agricole (PCG adapted to farms, now règlements ANC 2019-01 and 2020-03): biens
 *   vivants immobilisés (24: 241 animaux reproducteurs adultes … 246 plantations pérennes, 247 autres
 *   végétaux immobilisés), their amortisation and impairment (284, 294), stocks of animals and plants
 *   (class 3: 30 approvisionnements … 31/32 animaux, 33/34 végétaux), taxes on products (634), current
 *   disposals of living assets (656/756, 657/757), production of living assets (71, 72).
 * - Associations and foundations (règlement ANC 2018-06): 102 fonds propres sans droit de reprise, 103
 *   avec droit de reprise, 19 fonds dédiés, 657 aides versées, 689 reports en fonds dédiés, 754
 *   ressources liées à la générosité du public, 756 cotisations, 757, 789 utilisations des fonds
 *   dédiés, 86 emplois et 87 contributions volontaires en nature.
 */
import { PCG_ROOTS } from './pcg-anc-2014-03';

export interface SectorChart {
  id: 'agricole' | 'associations';
  /** French name for the control's reason. */
  name: string;
  roots: ReadonlySet<string>;
  /** Roots of the chart the PCG lacks: their presence tells the chart is used. */
  markers: ReadonlySet<string>;
}

/** '24' → 240…249; '284' → 284. */
function expand(spec: string): Set<string> {
  const out = new Set<string>();
  for (const s of spec.split(/\s+/).filter(Boolean)) {
    if (s.length === 3) out.add(s);
    else for (let d = 0; d <= 9; d++) out.add(s + d);
  }
  return out;
}

function chart(id: SectorChart['id'], name: string, spec: string): SectorChart {
  const roots = expand(spec);
  return { id, name, roots, markers: new Set([...roots].filter((r) => !PCG_ROOTS.has(r))) };
}

export const AGRICULTURAL_CHART = chart(
  'agricole',
  'plan comptable agricole',
  '24 284 285 294 295 30 31 32 33 34 35 36 37 38 39 634 656 657 756 757 71 72',
);

export const ASSOCIATIONS_CHART = chart(
  'associations',
  'plan comptable des associations (règlement ANC 2018-06)',
  '102 103 19 657 689 754 756 757 789 86 87',
);

export const SECTOR_CHARTS: readonly SectorChart[] = [AGRICULTURAL_CHART, ASSOCIATIONS_CHART];
