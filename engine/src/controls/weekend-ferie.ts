// Control: WEEKEND-FERIE — Week-end ou jour férié
import type { ControlDefinition } from '../model/control';
import { frenchPublicHolidays, weekDay, yearOf } from '../util/dates';
import { Findings } from './shared/findings';
import { dateFr } from './shared/format';

export interface WeekendFerieParams {
  /** Also look at the validation date, not only the entry date. */
  checkValidDate: boolean;
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
    "Relève les écritures datées ou validées un samedi, un dimanche ou un jour férié français. Ce n'est pas une anomalie en soi, mais un indicateur d'écritures passées hors du circuit habituel, utile pour orienter les sondages.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'INFO'],
  params: { checkValidDate: true },
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
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (e.opening) return;
        const l = e.lines[0];
        const onDate = l.ecritureDate === 0 ? '' : offDay(l.ecritureDate);
        const onValid = !p.checkValidDate || l.validDate === 0 ? '' : offDay(l.validDate);
        if (onDate === '' && onValid === '') return;
        f.addLine(l, () => detail(l.ecritureDate, onDate, l.validDate, onValid), e.debit);
      },
      finish() {
        return f.outcome('INFO');
      },
    };
  },
};
