import type { FecLine } from '../model';
import type { AnomalyId } from './anomaly-ids';
import type { Account } from './chart';
import { JOURNALS } from './chart';
import type { Draft } from './draft';
import type { Plant } from './plant';
import type { Rng } from './prng';

/** What a catalogue entry gives to build one plant (see plants.ts). */
export type Hooks = Omit<Plant, 'id' | 'description' | 'from' | 'done' | 'alsoTriggers'>;

export interface PlantDef {
  description: string;
  /** Window of the year (fractions of the working days) where the plant may start. */
  window?: [number, number];
  alsoTriggers?: AnomalyId[];
  /** Needs the opening entries (impossible in a first year). */
  needsOpening?: boolean;
  /** Needs the monthly payroll (files of 3,000 lines and more). */
  needsPayroll?: boolean;
  make(id: AnomalyId, r: Rng): Hooks;
}

export const acc = (num: string, lib: string): Account => ({ num, lib });

/** A planted bank entry. */
export function bank(date: number, ref: string, lib: string, lines: FecLine[]): Draft {
  return { kind: 'planted', journal: JOURNALS.bank, date, pieceRef: ref, pieceDate: date, lib, lines };
}

/** A planted entry in the miscellaneous-operations journal (a manual entry). */
export function misc(date: number, ref: string, lib: string, lines: FecLine[]): Draft {
  return { kind: 'planted', journal: JOURNALS.misc, date, pieceRef: ref, pieceDate: date, lib, lines };
}
