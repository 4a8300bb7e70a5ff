import type { Intervention } from './types.ts';

/** Money trouble met with a step, not only a calmer feeling about it. */
export const MONEY: readonly Intervention[] = [
  {
    id: 'money-first-call',
    kind: 'action',
    name: 'Face the number, make one call',
    source:
      'Karlsson, Loewenstein & Seppi (2009), Journal of Risk and Uncertainty; Richardson, Elliott & Roberts (2013), Clinical Psychology Review; Gollwitzer (1999), American Psychologist',
    themes: ['overload', 'uncertainty', 'procrastination'],
    timing: ['after', 'ongoing', 'before'],
    durationSeconds: 600,
    discreet: false,
    usesBreath: false,
    frame:
      'Money fear grows in the fog around the number. Once the real figure and one next step are on paper, most people find it is something to work through, not a verdict on them.',
    why: 'Looking away from a bill or a debt feels safer and makes it heavier; the exact number and one concrete call turn dread into a plan.',
    steps: [
      'Write down the exact amount, who it is owed to, and the date it is due. Only the facts, no verdicts on yourself.',
      "Find the one call or message that could change it: the company's customer or hardship team, the lender, the landlord, the council.",
      'Before you call, write two lines: the facts in one sentence, and what you will ask for, such as a payment plan, more time or a goodwill reduction.',
      'Make the call within a day, and note who you spoke to and what they offered.',
      'If the total is more than you can plan around, book free, independent debt advice (a charity, never a loan company).',
    ],
    cue: 'a bill, a debt or a money shock has you frozen, and nothing has been done about it yet.',
  },
];
