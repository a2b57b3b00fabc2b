import type { ResultCategory } from '../../../__generated__/graphql';
import type { ControlItem } from '../types';
import { THEME_ORDER, themeLabel } from './labels';

/** One control across the 1 to 3 analyses shown (one result per analysis, in the URL's order). */
export interface MergedControl {
  controlId: string;
  label: string;
  theme: string;
  description: string | null;
  results: Array<ControlItem | null>;
}

export interface ThemeGroup {
  theme: string;
  label: string;
  controls: MergedControl[];
}

/** Lower case without accents, so that « equilibre » finds « Équilibre ». */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Controls of every analysis, merged by id, in the first analysis' (catalogue) order. */
export function mergeControls(perAnalysis: ControlItem[][]): MergedControl[] {
  const byId = new Map<string, MergedControl>();
  perAnalysis.forEach((controls, index) => {
    for (const c of controls) {
      let merged = byId.get(c.controlId);
      if (!merged) {
        merged = {
          controlId: c.controlId,
          label: c.label,
          theme: c.theme,
          description: c.description ?? null,
          results: perAnalysis.map(() => null),
        };
        byId.set(c.controlId, merged);
      }
      merged.results[index] = c;
    }
  });
  return [...byId.values()];
}

/** Controls matching the chosen categories (any analysis' result) and the searched text. */
export function filterControls(
  controls: MergedControl[],
  categories: ResultCategory[],
  search: string,
): MergedControl[] {
  const needle = fold(search.trim());
  return controls.filter(
    (c) =>
      (categories.length === 0 || c.results.some((r) => r && categories.includes(r.result))) &&
      (!needle || fold(`${c.controlId} ${c.label} ${c.description ?? ''}`).includes(needle)),
  );
}

/** Controls grouped by theme, themes in catalogue order (unknown themes last). */
export function groupByTheme(controls: MergedControl[]): ThemeGroup[] {
  const groups = new Map<string, MergedControl[]>();
  for (const c of controls) groups.set(c.theme, [...(groups.get(c.theme) ?? []), c]);
  const rank = (theme: string) => {
    const i = THEME_ORDER.indexOf(theme);
    return i === -1 ? THEME_ORDER.length : i;
  };
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([theme, list]) => ({ theme, label: themeLabel(theme), controls: list }));
}

/** Number of controls of each category in a list of results (the filter chips' counts). */
export function countByCategory(controls: MergedControl[]): Record<ResultCategory, number> {
  const counts: Record<ResultCategory, number> = { OK: 0, WARNING: 0, ERROR: 0, SAVINGS: 0, INFO: 0, NA: 0 };
  for (const c of controls) {
    const first = c.results.find((r) => r);
    if (first) counts[first.result]++;
  }
  return counts;
}
