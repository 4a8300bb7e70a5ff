import { describe, expect, it } from 'vitest';
import { tokensExhaustedMessage } from './coaching-messages.ts';
import { dashboardText } from './dashboard-messages.ts';

describe('renewal wording', () => {
  it('says "on <date>" with a date and "next month" without one, never "on next month"', () => {
    expect(tokensExhaustedMessage('coach', '2027-03-01T00:00:00.000Z')).toBe(
      'Your B.R.I.E.F a Coach tokens are exhausted. They renew on March 1, 2027.',
    );
    expect(tokensExhaustedMessage('brief')).toBe('Your B.R.I.E.F.S tokens are exhausted. They renew next month.');
    expect(dashboardText.outOfTokens('brief', 'not a date')).toBe(
      "You're out of B.R.I.E.F.S tokens. Renews next month.",
    );
  });
});
