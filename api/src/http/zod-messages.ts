import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { MSG } from './messages';

/**
 * French messages for zod's issues, in the spec's voice (§5), for every schema the API runs. Installed
 * once per process by importing this module (`app.ts` does): zod keeps its configuration on
 * `globalThis`, so it reaches the route validators too. A message a schema gives itself still wins —
 * zod only asks this map when neither the check nor its schema has one.
 */

const plural = (n: number | bigint, one: string, many: string) => (Number(n) > 1 ? many : one);
const chars = (n: number | bigint) => `${n} ${plural(n, 'caractère', 'caractères')}`;
const items = (n: number | bigint) => `${n} ${plural(n, 'élément', 'éléments')}`;
/** 1000 → « 1 000 », 1.5 → « 1,5 »: numbers as the product writes them (plain spaces, for every client). */
const frNumber = (n: number | bigint) =>
  n.toLocaleString('fr-FR', { maximumFractionDigits: 6 }).replace(/[\u00a0\u202f]/g, ' ');

/** Value lists longer than this are not spelled out (a role list, a country list…). */
const MAX_LISTED_VALUES = 8;

const missing = (input: unknown) => input === undefined || input === null;

function invalidType(expected: string, input: unknown): string {
  if (missing(input)) return MSG.required;
  switch (expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return MSG.numberOnly;
    case 'int':
      return typeof input === 'number' && Number.isFinite(input) ? MSG.integerOnly : MSG.numberOnly;
    case 'string':
      return MSG.textOnly;
    case 'boolean':
      return MSG.booleanOnly;
    case 'array':
    case 'tuple':
    case 'set':
      return MSG.listOnly;
    case 'object':
    case 'record':
    case 'map':
      return MSG.objectOnly;
    case 'date':
      return MSG.dateInvalid;
    default:
      return MSG.invalidField;
  }
}

function tooSmall(origin: string, minimum: number | bigint, inclusive: boolean, exact: boolean): string {
  switch (origin) {
    case 'string':
      if (exact) return `Ce champ doit contenir exactement ${chars(minimum)}.`;
      if (Number(minimum) <= 1) return MSG.required;
      return `${chars(minimum)} au minimum.`;
    case 'array':
    case 'set':
      if (exact) return `La liste doit contenir exactement ${items(minimum)}.`;
      if (Number(minimum) <= 1) return 'Au moins un élément est requis.';
      return `${items(minimum)} au minimum.`;
    case 'file':
      return 'Le fichier est trop petit.';
    case 'date':
      return MSG.dateInvalid;
    default:
      return inclusive
        ? `La valeur doit être supérieure ou égale à ${frNumber(minimum)}.`
        : `La valeur doit être supérieure à ${frNumber(minimum)}.`;
  }
}

function tooBig(origin: string, maximum: number | bigint, inclusive: boolean, exact: boolean): string {
  switch (origin) {
    case 'string':
      if (exact) return `Ce champ doit contenir exactement ${chars(maximum)}.`;
      return MSG.tooLong(Number(maximum));
    case 'array':
    case 'set':
      if (exact) return `La liste doit contenir exactement ${items(maximum)}.`;
      return `${items(maximum)} au maximum.`;
    case 'file':
      return 'Le fichier est trop volumineux.';
    case 'date':
      return MSG.dateInvalid;
    default:
      return inclusive
        ? `La valeur doit être inférieure ou égale à ${frNumber(maximum)}.`
        : `La valeur doit être inférieure à ${frNumber(maximum)}.`;
  }
}

function invalidFormat(format: string): string {
  switch (format) {
    case 'email':
      return MSG.email;
    case 'date':
    case 'datetime':
    case 'time':
      return MSG.dateInvalid;
    default:
      // uuid, regex, url, starts_with…: the spec's one word for a value of the wrong shape.
      return MSG.pattern;
  }
}

function invalidValue(values: readonly unknown[]): string {
  if (values.length === 0 || values.length > MAX_LISTED_VALUES) return MSG.valueNotAllowed;
  const listed = values.map((v) => (typeof v === 'string' ? `« ${v} »` : String(v))).join(', ');
  return values.length === 1
    ? `Valeur attendue : ${listed}.`
    : `Valeur non autorisée : choisissez parmi ${listed}.`;
}

/** The French message of one zod issue (exported for its tests). */
export function frenchIssueMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue.expected, issue.input);
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive !== false, issue.exact === true);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive !== false, issue.exact === true);
    case 'invalid_format':
      return invalidFormat(issue.format);
    case 'not_multiple_of':
      return `La valeur doit être un multiple de ${frNumber(issue.divisor)}.`;
    case 'invalid_value':
      return missing(issue.input) ? MSG.required : invalidValue(issue.values);
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Champs inconnus : ${issue.keys.join(', ')}.`
        : `Champ inconnu : ${issue.keys.join('')}.`;
    case 'invalid_union':
      return missing(issue.input) ? MSG.required : MSG.pattern;
    default:
      // custom refinements without a message, invalid keys or elements of records, maps and sets.
      return MSG.invalidField;
  }
}

z.config({ customError: frenchIssueMessage });
