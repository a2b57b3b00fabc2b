// Control: JE-RAFALES — Rafales d'écritures
import type { ControlDefinition, DetailRow } from '../model/control';
import type { FecEntry } from '../model/line';
import { Findings, own } from './shared/findings';
import { dateFr, eur } from './shared/format';
import { medianMad } from './shared/je-stats';

export interface JeRafalesParams {
  /** A day (or a journal's day) is a burst when it holds at least this many entries… */
  minEntries: number;
  /** …at least this many times the median of the active days… */
  ratio: number;
  /** …and more than the median plus this many robust standard deviations (1.4826 × MAD). */
  maxZ: number;
}

interface Day {
  entries: number;
  debit: number;
  firstLine: number;
  firstNum: string;
  journalCode: string;
}

function tally(map: Map<number, Day>, date: number, e: FecEntry): void {
  let d = map.get(date);
  if (d === undefined) {
    d = {
      entries: 0,
      debit: 0,
      firstLine: e.firstLine,
      firstNum: own(e.ecritureNum),
      journalCode: own(e.journalCode),
    };
    map.set(date, d);
  }
  d.entries++;
  d.debit += e.debit;
}

interface Burst {
  date: number;
  day: Day;
  median: number;
  journal: string | null;
}

/** The days of `days` whose volume is abnormal against the others (median/MAD of active days). */
function bursts(days: Map<number, Day>, p: JeRafalesParams, journal: string | null): Burst[] {
  if (days.size < 3) return [];
  const { median, mad } = medianMad([...days.values()].map((d) => d.entries));
  const spread = Math.max(1, 1.4826 * mad);
  const out: Burst[] = [];
  for (const [date, day] of days) {
    const n = day.entries;
    if (n >= p.minEntries && n >= p.ratio * median && n > median + p.maxZ * spread)
      out.push({ date, day, median, journal });
  }
  return out;
}

export const JE_RAFALES: ControlDefinition<JeRafalesParams> = {
  id: 'JE-RAFALES',
  label: "Rafales d'écritures",
  description:
    "Compte les écritures par jour, pour tout le fichier et journal par journal, et relève les jours au volume anormal : au moins 10 fois la médiane des jours d'activité et bien au-delà de sa dispersion (médiane et écart absolu médian, que quelques jours exceptionnels ne faussent pas). Une rafale signale une saisie en masse, un rattrapage ou un import : l'auditeur en demande l'origine et sonde les écritures de ce jour.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'INFO'],
  params: { minEntries: 30, ratio: 10, maxZ: 5 },
  create(ctx, p) {
    const days = new Map<number, Day>();
    const journals = new Map<string, Map<number, Day>>();
    let lastCode = '';
    let last: Map<number, Day> | null = null;
    return {
      onEntry(e) {
        if (e.opening) return;
        const date = e.lines[0].ecritureDate;
        if (date === 0) return;
        tally(days, date, e);
        if (last === null || e.journalCode !== lastCode) {
          last = journals.get(e.journalCode) ?? null;
          if (last === null) journals.set(e.journalCode, (last = new Map()));
          lastCode = e.journalCode;
        }
        tally(last, date, e);
      },
      finish() {
        const found: Burst[] = [];
        for (const [code, map] of journals) found.push(...bursts(map, p, code));
        // A day is reported for the whole file only when no journal explains it.
        const explained = new Set(found.map((b) => b.date));
        for (const b of bursts(days, p, null)) if (!explained.has(b.date)) found.push(b);
        found.sort((a, b) => a.day.firstLine - b.day.firstLine);
        const f = new Findings(ctx.rowCap);
        for (const b of found) {
          f.count++;
          f.amount += b.day.debit;
          if (!f.keep()) continue;
          const row: DetailRow = {
            line: b.day.firstLine,
            journalCode: b.day.journalCode,
            ecritureNum: b.day.firstNum,
            compteNum: '',
            debit: b.day.debit,
            credit: b.day.debit,
            ecritureDate: b.date,
            detail: `${b.journal === null ? 'Tous journaux' : `Journal ${b.journal}`}, ${dateFr(b.date)} : ${b.day.entries} écritures pour ${eur(b.day.debit)}, ${Math.round(b.day.entries / Math.max(1, b.median))} fois la médiane des jours d'activité (${b.median})`,
          };
          f.add(row);
        }
        return f.outcome('INFO');
      },
    };
  },
};
