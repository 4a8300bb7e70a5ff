import { describe, expect, it } from 'vitest';
import { splitCoachingTip } from './coaching-tip';

const BRIEF = '**B.R.I.E.F.S. Response:**';
const FAS = '**F.A.S. (Functional Actionable Skill):**';

describe('splitCoachingTip', () => {
  it('splits the two marked sections and trims them', () => {
    expect(splitCoachingTip(`${BRIEF}\r\nYou wrote this.\r\n\r\n${FAS}\n1. Breathe out slowly.\n`)).toEqual({
      brief: 'You wrote this.',
      fas: '1. Breathe out slowly.',
    });
  });

  it('shows an answer without markers whole as the B.R.I.E.F, so nothing is lost', () => {
    expect(splitCoachingTip('Just some advice.')).toEqual({ brief: 'Just some advice.', fas: '' });
    expect(splitCoachingTip(`${BRIEF} Only the first part.`)).toEqual({ brief: 'Only the first part.', fas: '' });
  });

  it('keeps text before a lone F.A.S marker as the B.R.I.E.F', () => {
    expect(splitCoachingTip(`Intro words.\n${FAS}\nStep one.`)).toEqual({ brief: 'Intro words.', fas: 'Step one.' });
  });
});
