import { z } from 'zod';

/** The success envelope of spec §7: `{ "data": { "data": … } }`. */
export function ok<T>(data: T): { data: { data: T } } {
  return { data: { data } };
}

/** The envelope's schema, for route `response` declarations (and so the OpenAPI document). */
export function envelope<T extends z.ZodType>(inner: T) {
  return z.object({ data: z.object({ data: inner }) });
}

/** The error body of spec §8. */
export const errorBody = z
  .object({
    status: z.number().int(),
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .loose();
