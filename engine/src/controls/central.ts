// Control: CENTRAL — Centralisation
import type { ControlDefinition } from '../model/control';
import { Findings } from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { LIB_TC, scanEntry } = scanning;

export type CentralParams = Record<string, never>;

const CENTRAL_JOURNAL = /centrali/i;
// "Total" alone is also a fuel supplier (TotalEnergies): only explicit total or centralisation wording.
const TOTAL_LABEL =
  /^(total (du |de |des |d'|g[ée]n[ée]ral|journal|mois|p[ée]riode|page|folio|jan|f[ée]v|mar|avr|mai|juin|juil|ao[uû]|sep|oct|nov|d[ée]c)|totaux\b|centralis|cumul (du |de |des |journal|mois|p[ée]riode))/i;

export const CENTRAL: ControlDefinition<CentralParams> = {
  id: 'CENTRAL',
  label: 'Centralisation',
  description:
    'Détecte les journaux de centralisation et les lignes de totaux (« Total », « Centralisation », « Cumul ») dans le FEC. Le FEC doit contenir le détail des écritures et exclure les écritures de centralisation : leur présence double les montants ou masque le détail.',
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'ERROR'],
  params: {},
  create(ctx) {
    const centralJournals = new Map<string, boolean>();
    let lastJournal: string | null = null;
    let central = false;
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (e.opening) return;
        if (e.journalCode !== lastJournal) {
          lastJournal = e.journalCode;
          let c = centralJournals.get(e.journalCode);
          if (c === undefined) {
            c = CENTRAL_JOURNAL.test(e.journalCode) || CENTRAL_JOURNAL.test(e.lines[0].journalLib);
            centralJournals.set(e.journalCode, c);
          }
          central = c;
        }
        if (central) {
          // The row shows one line: the entry's amount is in the detail, so the total adds up.
          f.addLine(
            e.lines[0],
            () => `Journal de centralisation ${e.journalCode} : écriture de ${eur(e.debit)} au débit`,
            e.debit,
          );
          return;
        }
        if (!(scanEntry(e).flags & LIB_TC)) return;
        for (const l of e.lines) {
          const c = l.ecritureLib.charCodeAt(0) | 0x20; // lower-case ASCII letter
          if (c !== 0x74 && c !== 0x63) continue; // 't' or 'c' first: cheap filter before the regex
          if (!TOTAL_LABEL.test(l.ecritureLib)) continue;
          // The amount at stake is the total line itself (the row shown), not its whole entry.
          f.addLine(
            l,
            () => `Ligne de total ou de centralisation « ${l.ecritureLib} »`,
            Math.max(l.debit, l.credit),
          );
          break;
        }
      },
      finish() {
        return f.outcome('ERROR');
      },
    };
  },
};
