import { isTesterRule } from '../../../engine/src/index';

/**
 * Reports stored in `analyses.report` before today's shape are read as today's: every reader goes
 * through this, so a stored report never needs migrating and the API answers one shape.
 * - diagnostic severities stored lower case (`error`, `alert`, `info`) → `ERROR`, `ALERT`, `INFO`;
 * - diagnostics stored before `beyondTester` get it from their code (the rule is the code's, not the line's);
 * - reports stored before the tester's verdict get `format.tester: null` (it needs the file re-read).
 */
export function normaliseStoredReport<T>(report: T): T {
  const format = (report as { format?: unknown } | null)?.format;
  if (!format || typeof format !== 'object') return report;
  const { diagnostics, tester } = format as { diagnostics?: unknown; tester?: unknown };
  const stale = Array.isArray(diagnostics) && diagnostics.some((d) => isLowerCase(d) || lacksRule(d));
  if (!stale && tester !== undefined) return report;
  return {
    ...report,
    format: {
      ...format,
      tester: tester ?? null,
      ...(stale && {
        diagnostics: (diagnostics as unknown[]).map((d) => {
          if (!isLowerCase(d) && !lacksRule(d)) return d;
          const diagnostic = d as { code?: unknown; severity?: unknown };
          return {
            ...diagnostic,
            ...(isLowerCase(d) && { severity: d.severity.toUpperCase() }),
            ...(lacksRule(d) && { beyondTester: !isTesterRule(String(diagnostic.code ?? '')) }),
          };
        }),
      }),
    },
  };
}

function isLowerCase(d: unknown): d is { severity: string } {
  const s = (d as { severity?: unknown } | null)?.severity;
  return typeof s === 'string' && s !== s.toUpperCase();
}

function lacksRule(d: unknown): boolean {
  return !!d && typeof d === 'object' && typeof (d as { beyondTester?: unknown }).beyondTester !== 'boolean';
}
