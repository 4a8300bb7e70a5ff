import { z } from 'zod';
import { emailSchema } from './common.ts';

/** Spec §5: 8+ chars, lower, upper, digit, one of @$!%*?&#^()[]{}, and only these characters. */
export const PASSWORD_SPECIALS = '@$!%*?&#^()[]{}';
export const PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#^()[\]{}])[A-Za-z\d@$!%*?&#^()[\]{}]{8,128}$/;
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long, include uppercase, lowercase, a number, and a special character.';
export const PASSWORD_INLINE_HINT = 'Must be 8+ chars with uppercase, lowercase, number & special character.';

export const newPasswordSchema = z.string().regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);

export const loginBody = z.object({ email: emailSchema, password: z.string().min(1).max(256) }).strict();
export type LoginBody = z.infer<typeof loginBody>;
export interface LoginResponse {
  token: string;
  role: 'user' | 'coach' | 'admin';
  /** Signed in with a temporary password: the client opens Change Password. */
  mustChangePassword: boolean;
}

export const forgotPasswordBody = z.object({ email: emailSchema }).strict();
export interface ForgotPasswordResponse {
  message: string;
}

export const changePasswordBody = z
  .object({ currentPassword: z.string().min(1).max(256), newPassword: newPasswordSchema })
  .strict();
export interface ChangePasswordResponse {
  /** Changing the password ends earlier tokens, so a fresh one is returned. */
  token: string;
}

const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[+\d\s().-]*$/, 'Please enter a valid phone number');

/**
 * PUT /api/auth/me. The dashboard sends name, email, phone, background; the coach screen name and
 * phone. Email is accepted for compatibility but never changed; unknown fields are ignored and
 * never written (role, tokens, ids).
 */
export const updateMeBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100).optional(),
  email: z.string().optional(),
  phone: phoneSchema.optional(),
  background: z.string().trim().max(2000).optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;

export interface MeResponse {
  id: string;
  role: 'user' | 'coach' | 'admin';
  name: string;
  email: string;
  phone: string;
  background: string;
  mustChangePassword: boolean;
}
