/** Measures a string at the current font and size (PDFKit's widthOfString, or a stub in tests). */
export type Measure = (text: string) => number;

export const ELLIPSIS = '…';

/** Collapses runs of ordinary white space (not the no-break spaces French typography relies on). */
const normalise = (text: string) => text.replace(/[ \t\r\f\v]+/g, ' ').trim();

/** The longest prefix of `word` (at least one character) whose width fits `width`. */
function fittingPrefix(word: string, width: number, measure: Measure): string {
  const chars = Array.from(word);
  let lo = 1;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join('')) <= width) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('');
}

/** Greedy word wrap of one paragraph; a word wider than the line is cut where it stops fitting. */
function wrapParagraph(paragraph: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > width) {
      const head = fittingPrefix(rest, width, measure);
      lines.push(head);
      rest = rest.slice(head.length);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** `line` shortened until `line…` fits the width (the ellipsis alone when nothing else fits). */
export function withEllipsis(line: string, width: number, measure: Measure): string {
  const chars = Array.from(line.trimEnd());
  while (chars.length > 0 && measure(`${chars.join('')}${ELLIPSIS}`) > width) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * Lines of `text` that each fit `width`, at most `maxLines` of them; when the text does not fit, the last
 * line ends with an ellipsis. Line breaks in the text start new lines; blank lines are dropped (a table
 * cell or a comment has no use for them).
 */
export function wrapText(
  text: string,
  width: number,
  measure: Measure,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  if (maxLines < 1) return [];
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    const p = normalise(paragraph);
    if (p) lines.push(...wrapParagraph(p, width, measure));
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1], width, measure);
  return kept;
}

/** One line: the text, or its beginning and an ellipsis. */
export const truncate = (text: string, width: number, measure: Measure) =>
  wrapText(text, width, measure, 1)[0] ?? '';
