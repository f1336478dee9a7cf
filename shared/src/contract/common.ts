// Pieces every call's schema is built from: ids, numbers and locations in a query string, paging,
// and the error every failure answers. Responses are strict objects: an extra or missing field
// fails the API's response check in development and tests, so a shape drift never reaches a screen.
import { z } from 'zod';
import { LOCATION_PATTERN } from '../rules/limits';
import { DEFAULT_PAGE_SIZE, MAX_PER_PAGE } from '../rules/paging';

/** What an id may look like (seeded, generated or older). Anything else is not one of ours. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Every entity carries both `id` and `_id` (spec §3). */
export const entity = { id: z.string(), _id: z.string() };

/** Text that must be there: trimmed, `blank` when missing or empty, `tooLong` past `max` characters. */
export const requiredText = (blank: string, max: number, tooLong: string) => z.string({ error: blank }).trim().min(1, blank).max(max, tooLong);

/** An id in a query or body. Malformed ids are a 400 there (in a path they are a 404). */
export const idParam = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .regex(ID_PATTERN, `${name} is not a valid id`);

/** A whole number from a query string ('2' -> 2) within [min, max]; missing or blank gives `fallback`. */
export function queryInt(name: string, min: number, max: number, fallback: number) {
  const range = `${name} must be a whole number between ${min} and ${max}`;
  return z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number({ error: range }).int(range).min(min, range).max(max, range).optional(),
    )
    .transform((v) => v ?? fallback);
}

/** A number (decimals allowed) from a query string within [min, max]; missing or blank is undefined. */
export function queryNumber(name: string, min: number, max: number) {
  const range = `${name} must be a number between ${min} and ${max}`;
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: range }).min(min, range).max(max, range).optional(),
  );
}

/** Like queryNumber, but the parameter must be there. */
export function requiredQueryNumber(name: string, min: number, max: number) {
  const range = `${name} must be a number between ${min} and ${max}`;
  return z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: (iss) => (iss.input === undefined ? `${name} is required` : range) })
      .min(min, range)
      .max(max, range),
  );
}

/** A location filter: an iso2 country code (any case) or 'All'; missing or blank means All. */
export const locationQuery = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
    z
      .string()
      .regex(LOCATION_PATTERN, "location must be a two-letter country code (such as IN) or 'All'")
      .optional(),
  )
  .transform((v) => (v === undefined || v.toLowerCase() === 'all' ? null : v.toUpperCase()));

export const pageQuery = {
  page: queryInt('page', 1, 1_000_000, 1),
  perPage: queryInt('perPage', 1, MAX_PER_PAGE, DEFAULT_PAGE_SIZE),
};

/** Every failure the API answers: a 4xx/5xx with a readable message (and, for some calls, more fields). */
export const errorSchema = z.looseObject({ error: z.literal(true), msg: z.string() });

/** A call answered with `{ success: true, msg }` (removals). */
export const removedSchema = z.strictObject({ success: z.literal(true), msg: z.string() });
