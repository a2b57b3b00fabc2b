// Control: CPT-PCG — Compte hors PCG
import type { ControlDefinition } from '../model/control';
import { accountRow, Findings, na } from './shared/findings';
import { PCG_ROOTS, PCG_VERSION, SECTOR_CHARTS, type SectorChart } from './pcg';

export interface CptPcgParams {
  /**
   * Distinct chart-specific roots (absent from the PCG) a file must use for its sector chart — the
   * plan comptable agricole, the associations' chart — to be recognised: one stray account is an
   * error, several agricultural (247, 284, 302, 634…) or associative (102, 19x, 689, 756, 86x…) roots
   * are a chart.
   */
  minChartMarkers: number;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The sector charts the file's accounts show, with the markers that showed them. */
function recognise(roots: ReadonlySet<string>, minMarkers: number): { chart: SectorChart; seen: string[] }[] {
  const out: { chart: SectorChart; seen: string[] }[] = [];
  for (const chart of SECTOR_CHARTS) {
    const seen = [...roots].filter((r) => chart.markers.has(r)).sort();
    if (seen.length >= minMarkers) out.push({ chart, seen });
  }
  return out;
}

export const CPT_PCG: ControlDefinition<CptPcgParams> = {
  id: 'CPT-PCG',
  label: 'Compte hors PCG',
  description:
    "Vérifie que chaque numéro de compte commence par trois chiffres formant une racine du plan comptable général (règlement ANC 2014-03). Un compte hors PCG rend le FEC non conforme et empêche de classer le compte au bilan ou au résultat. Les comptes propres au plan comptable agricole (biens vivants 24, 284, stocks d'animaux et de végétaux, 634…) et au plan des associations (règlement ANC 2018-06 : 102, 19 fonds dédiés, 689/789, 756 cotisations, 86/87 contributions volontaires…) sont admis quand le fichier en utilise au moins deux racines distinctes.",
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'ERROR', 'NA'],
  params: { minChartMarkers: 2 },
  create(ctx, p) {
    return {
      finish(agg) {
        // BA/BNC files (cash basis, or commercial accounts declared as such) follow no PCG rule.
        if (ctx.cashBasis || ctx.variant === 'bnc-tresorerie' || ctx.variant === 'ba-tresorerie')
          return na("FEC BA/BNC : le plan comptable général ne s'impose pas.");
        const roots = new Set<string>();
        for (const compteNum of agg.accounts.keys()) roots.add(compteNum.slice(0, 3));
        const charts = recognise(roots, p.minChartMarkers);
        const legal = (root: string) => PCG_ROOTS.has(root) || charts.some((c) => c.chart.roots.has(root));
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          let detail: string | null = null;
          if (
            !isDigit(compteNum.charCodeAt(0)) ||
            !isDigit(compteNum.charCodeAt(1)) ||
            !isDigit(compteNum.charCodeAt(2))
          )
            detail =
              compteNum === ''
                ? 'Numéro de compte vide'
                : 'Les trois premiers caractères ne sont pas des chiffres';
          else if (!legal(compteNum.slice(0, 3)))
            detail = `Racine ${compteNum.slice(0, 3)} absente du plan comptable général${charts.length ? ' et du ' + charts.map((c) => c.chart.name).join(' et du ') : ''}`;
          if (detail === null) continue;
          f.count++;
          f.amount += Math.max(t.debit, t.credit);
          if (f.keep()) f.add(accountRow(compteNum, t, detail, '', t.firstLine));
        }
        const also = charts.map((c) => ` ; ${c.chart.name} reconnu (racines ${c.seen.join(', ')})`).join('');
        return f.outcome('ERROR', `Référentiel : PCG ${PCG_VERSION}${also}.`);
      },
    };
  },
};
