import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * One correction: the physical line of the source (0 = the whole file), the column (`*`: the whole line),
 * the value before and after, and why (French, for the accountant reading the log).
 */
export interface Change {
  line: number;
  column: string;
  before: string;
  after: string;
  reason: string;
}

/** Why, per kind of change: the log's « Motif » column. */
export const MOTIFS: Record<string, string> = {
  variante: 'Montant + Sens converti en Debit / Credit',
  separateur: 'Séparateur remplacé par la tabulation',
  'en-tete': 'En-tête aux noms et dans l’ordre de l’article A47 A-1',
  encodage: 'Fichier réencodé',
  'fins-de-ligne': 'Fins de ligne uniformisées',
  'separateur-final': 'Séparateur en fin de ligne retiré',
  ligne_vide: 'Lignes vides retirées',
  entete_repete: 'En-têtes répétés retirés',
  ligne_trop_longue: 'Lignes trop longues retirées',
  utf8_invalide: 'Octets invalides lus en Windows-1252, réécrits en UTF-8',
  date: 'Date réécrite au format AAAAMMJJ',
  montant: 'Montant réécrit au format légal (virgule, deux décimales, sans espace ni séparateur de milliers)',
  espaces: 'Espaces de remplissage retirés',
  caracteres: 'Caractère interdit dans la valeur (tabulation, fin de ligne, octet nul) remplacé ou retiré',
  'sens-inconnu': 'Sens inconnu : montant à reporter dans le logiciel comptable',
  'champs-en-trop': 'Champs au-delà de ceux de l’en-tête retirés',
  'decimales-separees': 'Montant coupé en deux champs par le séparateur : décimales rattachées',
  'ligne-completee': 'Ligne incomplète complétée par des champs vides',
  'ligne-incomplete':
    'Ligne incomplète laissée telle quelle (la compléter en ajouterait des erreurs) : à corriger dans le logiciel comptable',
  'ligne-ecartee': 'Ligne qui n’est pas une écriture (ni compte, ni date, ni montant) : retirée',
  'ligne-vide': 'Ligne vide retirée',
  'entete-repete': 'En-tête répété (fichier en plusieurs parties) retiré',
};

/** Rows detailed per kind by default: a rule applied to every line of a big file is told once past it. */
export const DETAIL_CAP = 10_000;

function csv(v: string | number): string {
  const s = String(v);
  return /[;"\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

const thousands = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

/**
 * The corrector's audit trail, streamed as CSV (UTF-8 with BOM, ';', as Excel in French expects):
 * Ligne;Colonne;Avant;Après;Motif. Every change is counted per kind; the first `detailCap` of each kind
 * are written one per row, the rest told by one row per kind at the end (« … et N autres ») — on a
 * 1M-line file whose every amount is rewritten the log stays a few MB, within a spreadsheet's reach,
 * and a rule applied everywhere reads the same on its 10 000th row as on its first. The first
 * changes stay in memory for the report.
 */
export class ChangeLog {
  total = 0;
  readonly byKind = new Map<string, number>();
  readonly first: Change[] = [];
  private readonly stream: Writable | null;
  private buffer = '';
  /** The column of each kind's rows beyond the cap (one name, or several). */
  private readonly overflowColumns = new Map<string, Set<string>>();

  constructor(
    output: string | Writable | null,
    private readonly keep = 1000,
    private readonly detailCap = DETAIL_CAP,
  ) {
    this.stream = output === null ? null : typeof output === 'string' ? createWriteStream(output) : output;
    if (this.stream) this.buffer = '\uFEFFLigne;Colonne;Avant;Après;Motif\r\n';
  }

  add(kind: string, change: Omit<Change, 'reason'> & { reason?: string }): void {
    this.total++;
    const n = (this.byKind.get(kind) ?? 0) + 1;
    this.byKind.set(kind, n);
    if (this.first.length < this.keep)
      this.first.push({ ...change, reason: change.reason ?? MOTIFS[kind] ?? kind });
    if (!this.stream) return;
    if (n > this.detailCap) {
      let cols = this.overflowColumns.get(kind);
      if (!cols) this.overflowColumns.set(kind, (cols = new Set()));
      if (cols.size < 8) cols.add(change.column);
      return;
    }
    const reason = change.reason ?? MOTIFS[kind] ?? kind;
    this.buffer += `${change.line === 0 ? 'fichier' : change.line};${csv(change.column)};${csv(change.before)};${csv(change.after)};${csv(reason)}\r\n`;
    if (this.buffer.length > 1 << 16) this.flush();
  }

  /** Writes what is buffered; resolves when the stream can take more (one wait, however many calls). */
  flush(): Promise<void> | undefined {
    if (!this.stream || this.buffer === '') return this.draining ?? undefined;
    const ok = this.stream.write(this.buffer);
    this.buffer = '';
    if (!ok && this.draining === null)
      this.draining = new Promise((resolve) =>
        this.stream!.once('drain', () => {
          this.draining = null;
          resolve();
        }),
      );
    return this.draining ?? undefined;
  }
  private draining: Promise<void> | null = null;

  async close(): Promise<void> {
    if (!this.stream) return;
    for (const [kind, n] of this.byKind) {
      if (n <= this.detailCap) continue;
      const more = n - this.detailCap;
      const columns = [...(this.overflowColumns.get(kind) ?? [])].join(', ');
      this.buffer += `*;${csv(columns)};;;${csv(
        `${MOTIFS[kind] ?? kind} : et ${thousands(more)} autre${more > 1 ? 's' : ''} modification${more > 1 ? 's' : ''} de ce type, non détaillée${more > 1 ? 's' : ''} (les ${thousands(this.detailCap)} premières le sont ci-dessus)`,
      )}\r\n`;
    }
    this.flush();
    this.stream.end();
    await finished(this.stream);
  }
}
