import { describe, expect, it } from 'vitest';
import { composeCoachingTip } from '../coach-model.ts';
import { checkModelOutput } from './check-output.ts';
import { crisisResponse } from './crisis-response.ts';

describe('crisisResponse', () => {
  it('gives 988, the Crisis Text Line, 911 and the helpline directory as one-tap actions', () => {
    const { message, resources } = crisisResponse('suicide');
    expect(message).toContain('988');
    expect(message).toContain('741741');
    expect(message).toMatch(/911/);
    expect(message).toMatch(/AI coach/);
    expect(resources.map((r) => r.id)).toEqual(['lifeline', 'crisisTextLine', 'emergency', 'helplineDirectory']);
    expect(resources[0]).toMatchObject({ call: 'tel:988', text: 'sms:988' });
    expect(resources[1]).toMatchObject({ text: 'sms:741741?body=HOME' });
    expect(resources[2]).toMatchObject({ call: 'tel:911' });
    expect(resources[3]).toMatchObject({ url: 'https://findahelpline.com' });
  });

  it('speaks to the situation without coaching format', () => {
    expect(crisisResponse('abuse').message).toMatch(/not your fault/);
    expect(crisisResponse('harm_to_others').message).toMatch(/step away/i);
    // Also said to a worker told to chain a fire exit: it must not presume they are angry.
    expect(crisisResponse('harm_to_others').message).not.toMatch(/\banger\b/i);
    expect(crisisResponse('harm_to_others').message).toMatch(/do not go ahead/i);
    expect(crisisResponse('self_harm').message).not.toContain('F.A.S.');
  });
});

describe('checkModelOutput', () => {
  const good = composeCoachingTip(
    'You wrote: “race day nerves”. I am an AI coach.',
    '**Box breathing**\n\n1. In for 4.\n2. Hold.\n3. Out.',
  );

  it('accepts a well-formed coaching tip', () => {
    expect(checkModelOutput(good)).toEqual({ ok: true, problems: [] });
  });

  it('rejects missing sections, clinical words, markup and crisis content', () => {
    expect(checkModelOutput('**B.R.I.E.F.S. Response:**\nonly this').ok).toBe(false);
    expect(checkModelOutput(good.replace('race day nerves', 'your anxiety disorder')).problems.join()).toMatch(
      /clinical/,
    );
    expect(checkModelOutput(good.replace('race day nerves', 'try therapy')).ok).toBe(false);
    expect(checkModelOutput(good.replace('race day nerves', '<script>alert(1)</script>')).problems.join()).toMatch(
      /HTML/,
    );
    expect(checkModelOutput(good.replace('race day nerves', '<img src=x onerror=alert(1)>')).ok).toBe(false);
    expect(checkModelOutput(good.replace('race day nerves', 'the tallest bridges nearby are')).problems.join()).toMatch(
      /crisis/,
    );
  });
});
