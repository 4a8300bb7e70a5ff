import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { PASSWORD_PATTERN } from './schemas/auth.ts';

describe('the common-password check', () => {
  it('refuses common passwords dressed up to meet the rule', () => {
    for (const password of [
      'Password1!',
      'P@ssw0rd',
      'Welcome1!',
      'Qwerty123!',
      'Dragon2024#',
      'Sunshine1@',
      'Iloveyou1!',
    ]) {
      expect(PASSWORD_PATTERN.test(password), password).toBe(true);
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passwords that are not built on a common one', () => {
    for (const password of [
      'Calm#Focus2025',
      'Steady#Breath2025',
      'Admin#Pass1234',
      'River&Lantern9',
      'kX7#pq2Lm!vR',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
