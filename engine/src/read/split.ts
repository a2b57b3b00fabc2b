/**
 * Splits a line with quoted fields ("a;b" and "" escapes). Only used when the line holds a quote:
 * plain lines go through String.prototype.split, which is much faster.
 */
export function splitQuoted(line: string, sep: string): string[] {
  const out: string[] = [];
  const n = line.length;
  let i = 0;
  for (;;) {
    let j = i;
    while (j < n && line.charCodeAt(j) === 32) j++;
    if (j < n && line[j] === '"') {
      let value = '';
      let k = j + 1;
      for (;;) {
        const q = line.indexOf('"', k);
        if (q < 0) {
          // Unclosed quote: keep the rest as the value.
          value += line.slice(k);
          k = n;
          break;
        }
        value += line.slice(k, q);
        if (line[q + 1] === '"') {
          value += '"';
          k = q + 2;
        } else {
          k = q + 1;
          break;
        }
      }
      const next = line.indexOf(sep, k);
      // Text between the closing quote and the separator (should be spaces) is kept.
      const tail = next < 0 ? line.slice(k) : line.slice(k, next);
      out.push(tail.trim() === '' ? value : value + tail);
      if (next < 0) return out;
      i = next + 1;
    } else {
      const next = line.indexOf(sep, i);
      if (next < 0) {
        out.push(line.slice(i));
        return out;
      }
      out.push(line.slice(i, next));
      i = next + 1;
    }
  }
}
