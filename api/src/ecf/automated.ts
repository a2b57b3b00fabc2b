import {
  DiagnosticCollector,
  EcfYear,
  ecfChecks,
  FecReader,
  type EcfCheck,
  type EcfDeclared,
} from '../../../engine/src/index';
import type { AnalysisRow } from '../analyses/analysis-store';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { mayAccessFec } from '../fecs/fec-access';
import { reconciliationView, statementsView } from '../statements/statements-service';
import { dayOf } from '../review/review-store';

/**
 * The automated part of each point (issue 38): what the FEC and the analysis establish. Points 5 to 10 come from
 * the engine (engine/src/ecf, run here over the FEC file and the next year's FEC of the same company when the
 * account holds one); points 1 and 2 from the analysis (the tester's predicted verdict and ours, the statements'
 * N-1 continuity and the reconciliation with the declared tax return). Computed when the mission is created and
 * again when a next year's FEC appears; the review status of the mapped controls is read live (service).
 */

export interface StoredChecks {
  checks: EcfCheck[];
  nextFecUuid: string | null;
  previousFecUuid: string | null;
}

type Deps = Pick<ApiDeps, 'db' | 'storage'>;

/** Reads a FEC of storage into an EcfYear (bounded memory: totals plus the lines of a few accounts). */
async function yearOf(deps: Deps, storageKey: string): Promise<EcfYear | null> {
  if (!(await deps.storage.exists(storageKey))) return null;
  const year = new EcfYear();
  const reader = new FecReader({ diagnostics: new DiagnosticCollector(10), onLine: (l) => year.push(l) });
  for await (const chunk of (await deps.storage.get(storageKey)) as AsyncIterable<Buffer>) {
    reader.push(chunk);
    if (reader.failed) break;
  }
  reader.end();
  return year;
}

const ymd = (d: string | null) => (d ? Number(d.replaceAll('-', '')) : 0);
const yearOfDay = (d: string | null) => (d ? Number(d.slice(0, 4)) : 0);

/** The FEC of the same company (SIREN) whose year ends one year after (`+1`) or before (`-1`), readable, unlocked. */
export async function neighbourFec(
  db: ApiDb,
  caller: Caller,
  fec: { uuid: string; siren: string | null; fiscal_end: string | null },
  offset: 1 | -1,
) {
  const end = dayOf(fec.fiscal_end);
  if (!fec.siren || !end) return null;
  const others = await db
    .selectFrom('fecs')
    .selectAll()
    .where('account_uuid', '=', caller.account.uuid)
    .where('siren', '=', fec.siren)
    .where('uuid', '!=', fec.uuid)
    .orderBy('created_at', 'desc')
    .execute();
  for (const other of others) {
    if (other.locked || yearOfDay(dayOf(other.fiscal_end)) !== yearOfDay(end) + offset) continue;
    if (await mayAccessFec(db, caller, other, 'read')) return other;
  }
  return null;
}

interface FormatReport {
  format?: {
    conformity?: string;
    tester?: { verdict?: string; reasons?: { severity: string; message: string; count: number }[] } | null;
    lines?: number;
  };
}

const VERDICTS: Record<string, string> = {
  conforme: 'conforme',
  'conforme-avec-alertes': 'conforme avec alertes',
  'non-conforme': 'non conforme',
};

function point1(analysis: AnalysisRow): EcfCheck[] {
  const report = analysis.report as FormatReport | null;
  const tester = report?.format?.tester ?? null;
  const ours = report?.format?.conformity ?? null;
  const base = { point: 1, figures: [], rows: [], rowCount: 0 };
  const out: EcfCheck[] = [];
  if (!tester?.verdict) {
    out.push({
      ...base,
      key: 'ECF-1-TESTEUR',
      label: 'Verdict prévu de Test Compta Demat',
      status: 'not_available',
      message: "L'analyse ne donne pas de verdict prévu de l'outil Test Compta Demat.",
    });
  } else {
    const errors = (tester.reasons ?? []).filter((r) => r.severity === 'ERROR');
    out.push({
      ...base,
      key: 'ECF-1-TESTEUR',
      label: 'Verdict prévu de Test Compta Demat',
      status: tester.verdict === 'non-conforme' ? 'anomaly' : tester.verdict === 'conforme' ? 'ok' : 'info',
      message:
        `Test Compta Demat devrait conclure : FEC ${VERDICTS[tester.verdict] ?? tester.verdict}` +
        (errors.length
          ? ` (${errors
              .map((r) => r.message)
              .slice(0, 3)
              .join(' ; ')}).`
          : '.'),
      figures: (tester.reasons ?? []).slice(0, 10).map((r) => ({
        label: r.message,
        amount: null,
        text: `${r.count} ligne(s) — ${r.severity === 'ERROR' ? 'bloquant' : r.severity === 'ALERT' ? 'alerte' : 'information'}`,
        accounts: [],
      })),
    });
  }
  out.push({
    ...base,
    key: 'ECF-1-ANALYSE',
    label: "Conformité du format selon l'analyse",
    status: !ours
      ? 'not_available'
      : ours === 'non-conforme'
        ? 'anomaly'
        : ours === 'conforme'
          ? 'ok'
          : 'info',
    message: ours
      ? `Notre analyse du format (règles du testeur et au-delà) : FEC ${VERDICTS[ours] ?? ours}. Le certificat de conformité de l'analyse peut être joint au dossier.`
      : "L'analyse ne donne pas de verdict de format.",
  });
  return out;
}

async function point2(
  db: ApiDb,
  caller: Caller,
  analysis: AnalysisRow,
  previous: boolean,
): Promise<EcfCheck[]> {
  const out: EcfCheck[] = [];
  const base = { point: 2, rows: [], rowCount: 0 };
  try {
    const view = await statementsView(db, caller, analysis.uuid);
    const continuity = view.continuity;
    out.push(
      continuity === null
        ? {
            ...base,
            key: 'ECF-2-CONTINUITE',
            label: 'Continuité des soldes N-1 / N',
            status: 'not_available',
            message: previous
              ? "Le FEC de l'exercice précédent n'a pas d'analyse terminée lisible : continuité non vérifiable."
              : "Aucun FEC de l'exercice précédent de la même société dans le compte : continuité des soldes non vérifiable.",
            figures: [],
          }
        : {
            ...base,
            key: 'ECF-2-CONTINUITE',
            label: 'Continuité des soldes N-1 / N',
            status: continuity.length ? 'anomaly' : 'ok',
            message: continuity.length
              ? `${continuity.length} compte(s) dont l'à-nouveau diffère du solde de clôture N-1.`
              : 'Les à-nouveaux reprennent les soldes de clôture de l’exercice précédent.',
            figures: continuity.slice(0, 10).map((c) => ({
              label: `${c.account} ${c.label} — écart`.trim(),
              amount: c.difference,
              accounts: [c.account],
            })),
          },
    );
  } catch {
    out.push({
      ...base,
      key: 'ECF-2-CONTINUITE',
      label: 'Continuité des soldes N-1 / N',
      status: 'not_available',
      message: "Les états de l'analyse ne sont pas disponibles : continuité non vérifiable.",
      figures: [],
    });
  }
  try {
    const rec = await reconciliationView(db, caller, analysis.uuid);
    const declaredAny = rec.declared.result !== null || Object.keys(rec.declared.boxes).length > 0;
    const differing = rec.lines.filter(
      (l) => l.declared !== null && l.difference !== null && l.difference !== 0,
    );
    out.push({
      ...base,
      key: 'ECF-2-LIASSE',
      label: 'Cohérence avec la liasse fiscale déclarée',
      status: !declaredAny ? 'not_available' : differing.length ? 'anomaly' : 'ok',
      message: !declaredAny
        ? "La liasse déclarée n'est pas saisie (États financiers › Liasse déclarée) : rapprochement impossible."
        : differing.length
          ? `${differing.length} écart(s) entre le FEC et la liasse déclarée (${rec.form}).`
          : `Résultat et cases de la liasse déclarée (${rec.form}) concordants avec le FEC.`,
      figures: differing.slice(0, 10).map((l) => ({
        label: `${l.code} ${l.label} — écart`,
        amount: Math.round((l.difference ?? 0) * 100),
        accounts: l.accounts.map((a) => a.account).slice(0, 20),
      })),
    });
  } catch {
    out.push({
      ...base,
      key: 'ECF-2-LIASSE',
      label: 'Cohérence avec la liasse fiscale déclarée',
      status: 'not_available',
      message: "Les états de l'analyse ne sont pas disponibles : rapprochement avec la liasse impossible.",
      figures: [],
    });
  }
  return out;
}

/**
 * Every automated check of a mission: reads the FEC (and the next year's) from storage. `fec` is the mission's
 * FEC row; the caller is the one who creates (or reads) the mission: N-1 and N+1 are the FECs they may read.
 */
export async function computeChecks(
  deps: Deps,
  caller: Caller,
  analysis: AnalysisRow,
  fec: {
    uuid: string;
    storage_key: string;
    siren: string | null;
    fiscal_start: string | null;
    fiscal_end: string | null;
  },
  declared: EcfDeclared,
): Promise<StoredChecks> {
  const [next, previous] = await Promise.all([
    neighbourFec(deps.db, caller, fec, 1),
    neighbourFec(deps.db, caller, fec, -1),
  ]);
  const start = dayOf(fec.fiscal_start);
  const end = dayOf(fec.fiscal_end);
  const fiscalYear = {
    start: ymd(start) || Number(`${yearOfDay(end) || new Date().getFullYear()}0101`),
    end: ymd(end) || Number(`${yearOfDay(start) || new Date().getFullYear()}1231`),
  };
  const year = await yearOf(deps, fec.storage_key);
  const nextYear = next ? await yearOf(deps, next.storage_key) : null;
  const engine = year ? ecfChecks({ fiscalYear, year, next: nextYear, declared }) : [];
  return {
    checks: [...point1(analysis), ...(await point2(deps.db, caller, analysis, previous !== null)), ...engine],
    nextFecUuid: nextYear ? next!.uuid : null,
    previousFecUuid: previous?.uuid ?? null,
  };
}
