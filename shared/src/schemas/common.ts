import { z } from 'zod';

/** Emails are trimmed and lower-cased everywhere so that one person is one record. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid email' }));

export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid id');
export const idParamsSchema = z.object({ id: idSchema });
