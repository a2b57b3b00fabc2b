import { findingKeys } from '../../../engine/src/index';

/**
 * A control's findings with their stable keys (engine/src/findings/finding-key.ts), and what changed between
 * two runs of a dossier. Pure: the stored rows in, keys and counts out. Only the rows kept with the results
 * (the first 1,000 per control) are compared; `complete` says when that is all of them.
 */

export interface KeyedFinding {
  key: string;
  /** The line of the file in this run (it moves between runs; the key does not). */
  line: number | null;
  row: Record<string, unknown>;
}

export function keyedFindings(controlId: string, rows: unknown[]): KeyedFinding[] {
  const objects = rows.map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>) : {}));
  const keys = findingKeys(controlId, objects);
  return objects.map((row, i) => ({
    key: keys[i],
    line: typeof row.line === 'number' ? row.line : null,
    row,
  }));
}

export type FindingChange = 'new' | 'unchanged';

export interface StoredControl {
  control_id: string;
  label: string;
  total: number;
  rows: unknown[];
}

export interface ControlChanges {
  control_id: string;
  label: string;
  new: number;
  unchanged: number;
  gone: number;
  /** Both runs kept every row of the control: the counts are exact. */
  complete: boolean;
  /** The findings of the previous run that this one no longer has. */
  gone_findings: KeyedFinding[];
}

/** Finding by finding: new, unchanged or gone, per control (a control present in either run). */
export function compareRuns(current: StoredControl[], previous: StoredControl[]): ControlChanges[] {
  const prev = new Map(previous.map((c) => [c.control_id, c]));
  const ids = [...new Set([...current.map((c) => c.control_id), ...previous.map((c) => c.control_id)])];
  const cur = new Map(current.map((c) => [c.control_id, c]));
  const out: ControlChanges[] = [];
  for (const id of ids) {
    const now = cur.get(id);
    const before = prev.get(id);
    const nowKeys = keyedFindings(id, now?.rows ?? []);
    const beforeKeys = keyedFindings(id, before?.rows ?? []);
    const beforeSet = new Set(beforeKeys.map((f) => f.key));
    const nowSet = new Set(nowKeys.map((f) => f.key));
    const unchanged = nowKeys.filter((f) => beforeSet.has(f.key)).length;
    const gone = beforeKeys.filter((f) => !nowSet.has(f.key));
    if (nowKeys.length === 0 && beforeKeys.length === 0) continue;
    out.push({
      control_id: id,
      label: now?.label ?? before?.label ?? id,
      new: nowKeys.length - unchanged,
      unchanged,
      gone: gone.length,
      complete:
        (now ? now.total <= now.rows.length : true) && (before ? before.total <= before.rows.length : true),
      gone_findings: gone,
    });
  }
  return out;
}

/** The change mark of each finding of a control against the previous run's keys (null: no previous run). */
export function changeMarks(
  findings: KeyedFinding[],
  previousKeys: Set<string> | null,
): (FindingChange | null)[] {
  return findings.map((f) => (previousKeys ? (previousKeys.has(f.key) ? 'unchanged' : 'new') : null));
}
