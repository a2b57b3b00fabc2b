import { z } from 'zod';
import { MSG } from './messages';
// Every schema built from these helpers speaks French, even outside the app (a service's safeParse).
import './zod-messages';

/** Characters refused in free text: they would be markup wherever the text is shown (spec §5). */
const HTML_CHARACTERS = /[<>]/;

/** Free text from users: trimmed, bounded, no markup characters. */
export const safeText = (max = 255) =>
  z
    .string({ error: MSG.required })
    .trim()
    // Said here: the schema's own `error` (MSG.required) would otherwise answer for this check too.
    .max(max, { error: MSG.tooLong(max) })
    .refine((value) => !HTML_CHARACTERS.test(value), { error: MSG.htmlCharacters });

/** Required free text (non-empty after trimming). */
export const requiredText = (max = 255, message: string = MSG.required) =>
  safeText(max).refine((value) => value.length > 0, { error: message });

export const emailField = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MSG.email }).max(254, { error: MSG.email }));

export const phoneField = z
  .string()
  .trim()
  .regex(/^(\+|00)?[0-9 .-]{6,20}$/, { error: MSG.phone });

export const uuidField = z.uuid({ error: MSG.pattern });

/** `?ids=a,b,c` (or repeated `ids`): the batch read every list offers, so the gateway can batch. */
export const idsQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).filter(Boolean)))
  .pipe(
    z
      .array(z.uuid({ error: MSG.pattern }))
      .max(500)
      .optional(),
  );

/** A calendar date `YYYY-MM-DD`. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.dateInvalid })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: MSG.dateInvalid },
  );
