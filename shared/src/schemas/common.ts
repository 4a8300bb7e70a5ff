import * as z from 'zod/mini';

/*
 * Schemas use zod/mini: the same validation as classic zod at a fraction of the size, which
 * matters because every Lambda and the web bundle carry them (454 KB → 14 KB minified).
 */

/** Emails are trimmed and lower-cased everywhere so that one person is one record. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Please enter a valid email')),
  z.email('Please enter a valid email'),
);

export const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid id'));
export const idParamsSchema = z.object({ id: idSchema });

/** Trimmed text of at most `max` characters. */
export const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Optional trimmed text that defaults to ''. */
export const optionalText = (max: number) => z._default(z.optional(trimmedText(max)), '');
