import type * as z from 'zod/mini';
import { AppError } from './app-error.ts';

/** Parses a value with a shared schema, or refuses it with VALIDATION_FAILED and each field's message. */
export function validate<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = fields[0]?.message;
  // Field messages come from the shared schemas, which carry the spec's texts where it has one.
  throw new AppError('VALIDATION_FAILED', { fields }, first);
}
