/**
 * The reports' constants (spec §5, §9; the documents may import them). Reasons in api/README.md « Rapports ».
 */

/** Spec §9: « maximum 3 reports merged » — the same 3 as a multi-analysis, side by side on a page. */
export const REPORT_MAX_MERGED = 3;

/**
 * Spec §9 says a maximum applies to a folder or a selection without giving it. 20 FECs per request: one
 * request makes up to 20 jobs, enough for a folder of a year's clients, and bounded so one click cannot
 * occupy the report workers for hours.
 */
export const REPORT_MAX_FECS = 20;

/** A report's name is also its files' name: 100 characters stay readable in a download bar. */
export const REPORT_NAME_MAX = 100;

/** Reports and their files are kept 90 days, then the retention sweep deletes them (files first). */
export const REPORT_KEPT_DAYS = 90;

/** Spec §5: letters (accented ones too), digits, dash, underscore, space. */
export const REPORT_NAME_PATTERN = /^[\p{L}\p{N} _-]+$/u;
