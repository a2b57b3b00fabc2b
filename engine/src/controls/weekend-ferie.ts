// Control: WEEKEND-FERIE — Week-end ou jour férié
import type { ControlDefinition } from '../model/control';
import { frenchPublicHolidays, isMonthEnd, weekDay, yearOf } from '../util/dates';
import { lineRow } from './shared/findings';
import { dateFr, pct } from './shared/format';
import * as stamping from './shared/stamp';
import * as scanning from './shared/entry-scan';
import type { FecLine } from '../model/line';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { BucketedFindings, ValueCounter } = stamping;
const { scanEntry } = scanning;

/** The entry's EcritureDates in order of appearance, each once. */
function distinctDates(lines: readonly FecLine[]): number[] {
  const out: number[] = [];
  for (const l of lines) if (!out.includes(l.ecritureDate)) out.push(l.ecritureDate);
  return out;
}

export interface WeekendFerieParams {
  /** Also look at the validation date, not only the entry date. */
  checkValidDate: boolean;
  /**
   * Share of the entries (0–1) carrying one same ValidDate above which that date is the software's
   * export date (see VALID-TARDIVE): when it falls on a weekend or holiday it says nothing of when the
   * entries were keyed, so it creates no finding.
   */
  stampShare: number;
}

const DAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

function detail(date: number, onDate: string, valid: number, onValid: string): string {
  if (onDate && date === valid) return `Écriture datée et validée le ${dateFr(date)}, ${onDate}`;
  const parts: string[] = [];
  if (onDate) parts.push(`datée du ${dateFr(date)}, ${onDate}`);
  if (onValid) parts.push(`validée le ${dateFr(valid)}, ${onValid}`);
  return 'Écriture ' + parts.join(' et ');
}

export const WEEKEND_FERIE: ControlDefinition<WeekendFerieParams> = {
  id: 'WEEKEND-FERIE',
  label: 'Week-end ou jour férié',
  description:
    "Relève les écritures datées ou validées un samedi, un dimanche ou un jour férié français. Ce n'est pas une anomalie en soi, mais un indicateur d'écritures passées hors du circuit habituel, utile pour orienter les sondages. Une date de validation commune à au moins 90 % des écritures (date d'export du logiciel) n'est pas retenue, ni la date d'écriture du dernier jour d'un mois ou de la clôture de l'exercice : les écritures d'arrêté (provisions, amortissements, paie, TVA, inventaire) y sont datées par convention, quel que soit le jour.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'INFO'],
  params: { checkValidDate: true, stampShare: 0.9 },
  create(ctx, p) {
    // 0: working day, otherwise why not (a few hundred distinct dates per file).
    const verdicts = new Map<number, string>();
    let lastDate = 0;
    let lastVerdict = '';
    function offDay(d: number): string {
      if (d === lastDate) return lastVerdict;
      let v = verdicts.get(d);
      if (v === undefined) {
        v = frenchPublicHolidays(yearOf(d)).has(d) ? 'un jour férié' : '';
        const w = weekDay(d);
        if (v === '' && (w === 0 || w === 6)) v = 'un ' + DAY_NAMES[w];
        verdicts.set(d, v);
      }
      lastDate = d;
      lastVerdict = v;
      return v;
    }
    // Findings due to the validation date alone are filed under that date, the others under 0, until
    // the export stamp (if any) is known.
    const found = new BucketedFindings<number>(ctx.rowCap);
    const stamps = new ValueCounter<number>();
    return {
      onEntry(e) {
        if (e.opening) return;
        const first = e.lines[0];
        const valid = first.validDate;
        if (valid !== 0) stamps.observe(valid);
        const onValid = !p.checkValidDate || valid === 0 ? '' : offDay(valid);
        // An entry normally has one date; a file without real numbering groups many dates under one
        // key, so each of its dates is judged on its own lines (and the amount is theirs).
        const s = scanEntry(e);
        const dates = s.minDate === s.maxDate ? [first.ecritureDate] : distinctDates(e.lines);
        for (const d of dates) {
          // A cut-off date is a convention, not the day the entry was keyed.
          const cutOff = d === ctx.fiscalYear.end || isMonthEnd(d);
          const onDate = d === 0 || cutOff ? '' : offDay(d);
          // The validation date is judged once, with the entry's first date.
          const mine = d === first.ecritureDate ? onValid : '';
          if (onDate === '' && mine === '') continue;
          const l = d === first.ecritureDate ? first : e.lines.find((x) => x.ecritureDate === d)!;
          let amount = e.debit;
          if (dates.length > 1) {
            amount = 0;
            for (const x of e.lines) if (x.ecritureDate === d) amount += x.debit;
          }
          found.add(onDate === '' ? valid : 0, () => lineRow(l, detail(d, onDate, valid, mine)), amount);
        }
      },
      finish() {
        const stamp = p.checkValidDate ? stamps.dominant(p.stampShare) : null;
        const skipped = stamp !== null && offDay(stamp.value) !== '' ? stamp : null;
        const covered = skipped === null ? 0 : found.countOf(skipped.value);
        const individual = found.select((k) => covered === 0 || k !== skipped!.value);
        if (skipped === null || covered === 0) return individual.outcome('INFO');
        return individual.outcome(
          'INFO',
          `Date de validation ${dateFr(skipped.value)} (${offDay(skipped.value)}) commune à ${pct(skipped.share, 1)} des écritures : date d'export probable, non retenue (${covered} écriture(s) écartée(s)).`,
        );
      },
    };
  },
};
