import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../analyses/analysis-service';
import { thresholdLabel } from './threshold-labels';

/** What a document is, for the « Ma documentation » table (`kind` in the API and GraphQL). */
export type DocumentKind = 'guide' | 'catalogue' | 'terms' | 'sales_terms' | 'privacy';

export interface ProductDocument {
  slug: string;
  kind: DocumentKind;
  title: string;
  description: string;
  /** Date of the text's current version (YYYY-MM-DD): bumped by whoever edits the text. */
  updated_at: string;
  /** The text under texts/, or null for a page generated from the engine. */
  file: string | null;
}

/**
 * The documents the product serves (spec §2, « ma-documentation »). The legal texts and the guide are files
 * of the repository, so a change is reviewed like code; the control catalogue is generated from the engine,
 * so it cannot drift from the controls that actually run.
 */
export const DOCUMENTS: ProductDocument[] = [
  {
    slug: 'guide-utilisateur',
    kind: 'guide',
    title: "Guide d'utilisation",
    description:
      'Importer un FEC, lire les résultats, corriger le format, débloquer, travailler à plusieurs.',
    updated_at: '2026-11-24',
    file: 'guide-utilisateur.html',
  },
  {
    slug: 'catalogue-des-controles',
    kind: 'catalogue',
    title: 'Catalogue des contrôles',
    description: 'Chaque contrôle de l’analyse : ce qu’il vérifie, ses résultats possibles et ses seuils.',
    updated_at: '2026-11-24',
    file: null,
  },
  {
    slug: 'conditions-generales-utilisation',
    kind: 'terms',
    title: "Conditions générales d'utilisation",
    description: 'Les règles d’usage du service, acceptées à l’inscription et à chaque import.',
    updated_at: '2026-11-24',
    file: 'conditions-generales-utilisation.html',
  },
  {
    slug: 'conditions-generales-vente',
    kind: 'sales_terms',
    title: 'Conditions générales de vente',
    description: 'Offres, crédits, prix, paiement et remboursement.',
    updated_at: '2026-11-24',
    file: 'conditions-generales-vente.html',
  },
  {
    slug: 'politique-confidentialite',
    kind: 'privacy',
    title: 'Politique de confidentialité',
    description: 'Les données personnelles traitées, pourquoi, combien de temps, et vos droits.',
    updated_at: '2026-11-24',
    file: 'politique-confidentialite.html',
  },
];

export const DOCUMENT_SLUGS = DOCUMENTS.map((d) => d.slug) as [string, ...string[]];

/** The list as the API answers it: where each document is read (under the API prefix) and its format. */
export function listDocuments() {
  return DOCUMENTS.map(({ file: _file, ...d }) => ({
    ...d,
    format: 'html' as const,
    path: `/v1/documentation/${d.slug}`,
  }));
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One standalone page, readable on screen and printable to PDF from the browser. */
function page(title: string, updatedAt: string, body: string): string {
  const date = updatedAt.split('-').reverse().join('/');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – FEC Analyse</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1d2433;line-height:1.55}
h1{font-size:1.7rem}h2{font-size:1.2rem;margin-top:1.8rem}h3{font-size:1rem;margin-bottom:.2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #d5d9e0;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f2f4f7}code{background:#f2f4f7;padding:0 .25rem;border-radius:3px}.maj{color:#5b6472;font-size:.9rem}
.controle{border-top:1px solid #e3e6eb;padding-top:.6rem;margin-top:1rem}
@media print{body{margin:0;max-width:none}.controle{break-inside:avoid}}
</style>
</head>
<body>
${body}
<p class="maj">FEC Analyse – version du ${date}.</p>
</body>
</html>
`;
}

/** French names of the engine's themes and cycles (the client has the same for themes). */
const THEMES: Record<string, string> = {
  format: 'Format',
  'numerotation-chronologie': 'Numérotation et chronologie',
  equilibres: 'Équilibres',
  tiers: 'Tiers',
  tresorerie: 'Trésorerie et banque',
  tva: 'TVA',
  'economies-fiscales': 'Économies fiscales',
  'indicateurs-fraude': 'Indicateurs de fraude',
  statistiques: 'Statistiques',
};
const CYCLES: Record<string, string> = {
  general: 'Général',
  cloture: 'Clôture',
  tresorerie: 'Trésorerie',
  'achats-fournisseurs': 'Achats et fournisseurs',
  'ventes-clients': 'Ventes et clients',
  capitaux: 'Capitaux',
  fiscal: 'Fiscal',
  immobilisations: 'Immobilisations',
};
const label = (map: Record<string, string>, code: string) => map[code] ?? code.replace(/-/g, ' ');

const number = (n: number, digits = 2) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits });

/**
 * A threshold's value in the reader's terms, from the engine's naming conventions: amounts in cents,
 * shares between 0 and 1, durations in days.
 */
export function thresholdValue(name: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) return value.map((v) => String(v)).join(', ');
  if (typeof value !== 'number') return String(value);
  if (/Cents$/.test(name)) return `${(value / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2 })} €`;
  if (/(Share|share\d*)$/.test(name) || /(Marginal|Nonconformity)$/.test(name))
    return `${number(value * 100, 3)} %`;
  if (/(Percent|Points)$/.test(name)) return `${number(value)} %`;
  if (/Days$/.test(name)) return `${number(value)} jour${value > 1 ? 's' : ''}`;
  if (/PerMille$/.test(name)) return `${number(value)} ‰`;
  return number(value, 4);
}

/** The control catalogue page: every control of the engine, by theme, with its thresholds and defaults. */
export function cataloguePage(doc: ProductDocument): string {
  const controls = catalogue();
  const themes = [...new Set(controls.map((c) => c.theme))].sort(
    (a, b) => Object.keys(THEMES).indexOf(a) - Object.keys(THEMES).indexOf(b),
  );
  const parts = [
    `<h1>${escape(doc.title)}</h1>`,
    `<p>${controls.length} contrôles, générés à partir du moteur d'analyse : ce document décrit exactement les
contrôles qui s'exécutent. Les seuils indiqués sont les valeurs appliquées par défaut.</p>`,
  ];
  for (const theme of themes) {
    parts.push(`<h2>${escape(label(THEMES, theme))}</h2>`);
    for (const c of controls.filter((x) => x.theme === theme)) {
      const params = Object.entries(c.params);
      const rows = params
        .map(
          ([k, v]) =>
            `<tr><td>${escape(thresholdLabel(c.id, k) ?? 'Seuil')}</td><td>${escape(thresholdValue(k, v))}</td>` +
            `<td><code>${escape(k)}</code></td></tr>`,
        )
        .join('');
      parts.push(
        `<div class="controle"><h3>${escape(c.label)} <code>${escape(c.id)}</code></h3>` +
          `<p>${escape(c.description)}</p>` +
          `<p>Cycle : ${escape(label(CYCLES, c.cycle))}${c.kind === 'multi' ? ' · comparaison de plusieurs exercices' : ''}` +
          ` · résultats possibles : ${c.categories.map(escape).join(', ')}</p>` +
          (params.length
            ? // The threshold in words; its name in the API (GET /v1/controls) last, for integrators.
              `<table><thead><tr><th>Seuil</th><th>Valeur par défaut</th><th>Nom dans l'API</th></tr></thead><tbody>${rows}</tbody></table>`
            : '<p>Aucun seuil réglable.</p>') +
          '</div>',
      );
    }
  }
  return page(doc.title, doc.updated_at, parts.join('\n'));
}

const TEXTS = join(import.meta.dirname, 'texts');

/** The page of one document, or undefined for an unknown slug. */
export function documentPage(slug: string): string | undefined {
  const doc = DOCUMENTS.find((d) => d.slug === slug);
  if (!doc) return undefined;
  if (!doc.file) return cataloguePage(doc);
  return page(doc.title, doc.updated_at, readFileSync(join(TEXTS, doc.file), 'utf8'));
}
