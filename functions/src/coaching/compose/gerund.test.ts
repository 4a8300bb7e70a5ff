import { describe, expect, it } from 'vitest';
import { gerund, gerundPhrase } from './gerund.ts';

describe('a verb named back as a thing', () => {
  it('regular and irregular pasts, and present forms', () => {
    expect(['panicked', 'dropped', 'capsized', 'cried'].map(gerund)).toEqual([
      'panicking',
      'dropping',
      'capsizing',
      'crying',
    ]);
    // Irregular pasts have no "-ed" to lose: "woke" is not "woking".
    expect(['woke', 'saw', 'drove', 'wrote', 'broke', 'spent'].map(gerund)).toEqual([
      'waking',
      'seeing',
      'driving',
      'writing',
      'breaking',
      'spending',
    ]);
    expect(['shakes', 'grip', 'freeze'].map(gerund)).toEqual(['shaking', 'gripping', 'freezing']);
  });
  it('keeps an adverb in front of the verb it goes with, and names "agreed" as "agreeing"', () => {
    expect(gerundPhrase('accidently liked his photo')).toBe('accidently liking his photo');
    expect(gerundPhrase('froze on the line')).toBe('freezing on the line');
    expect(gerund('agreed')).toBe('agreeing');
  });
});
