import * as z from 'zod/mini';
import { emailSchema, phoneSchema, trimmedText } from './common.ts';

/** Spec §5: 8+ chars, lower, upper, digit, one of @$!%*?&#^()[]{}, and only these characters. */
export const PASSWORD_SPECIALS = '@$!%*?&#^()[]{}';
export const PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#^()[\]{}])[A-Za-z\d@$!%*?&#^()[\]{}]{8,128}$/;
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long, include uppercase, lowercase, a number, and a special character.';
export const PASSWORD_INLINE_HINT = 'Must be 8+ chars with uppercase, lowercase, number & special character.';

export const newPasswordSchema = z.string().check(z.regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE));
const passwordInput = z.string().check(z.minLength(1), z.maxLength(256));

export const loginBody = z.strictObject({ email: emailSchema, password: passwordInput });
export type LoginBody = z.infer<typeof loginBody>;
export interface LoginResponse {
  token: string;
  role: 'user' | 'coach' | 'admin';
  /** Signed in with a temporary password: the client opens Change Password. */
  mustChangePassword: boolean;
}

export const forgotPasswordBody = z.strictObject({ email: emailSchema });
export interface ForgotPasswordResponse {
  message: string;
}

export const changePasswordBody = z.strictObject({ currentPassword: passwordInput, newPassword: newPasswordSchema });
export interface ChangePasswordResponse {
  /** Changing the password ends earlier tokens, so a fresh one is returned. */
  token: string;
}

/**
 * PUT /api/auth/me. The dashboard sends name, email, phone, background; the coach screen name and
 * phone. Email is accepted for compatibility but never changed; unknown fields are dropped and
 * never written (role, tokens, ids).
 */
export const updateMeBody = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100))),
  email: z.optional(z.string()),
  phone: z.optional(phoneSchema),
  background: z.optional(trimmedText(2000)),
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
