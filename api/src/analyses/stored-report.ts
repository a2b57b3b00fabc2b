/**
 * Reports stored in `analyses.report` before diagnostic severities were upper case (`error`, `alert`,
 * `info`) are read as today's (`ERROR`, `ALERT`, `INFO`): every reader goes through this, so a stored
 * report never needs migrating and the API answers one casing.
 */
export function normaliseStoredReport<T>(report: T): T {
  const diagnostics = (report as { format?: { diagnostics?: unknown } } | null)?.format?.diagnostics;
  if (!Array.isArray(diagnostics) || !diagnostics.some(isLowerCase)) return report;
  const format = (report as { format: object }).format;
  return {
    ...report,
    format: {
      ...format,
      diagnostics: diagnostics.map((d: { severity: string }) =>
        isLowerCase(d) ? { ...d, severity: d.severity.toUpperCase() } : d,
      ),
    },
  };
}

function isLowerCase(d: unknown): d is { severity: string } {
  const s = (d as { severity?: unknown } | null)?.severity;
  return typeof s === 'string' && s !== s.toUpperCase();
}
