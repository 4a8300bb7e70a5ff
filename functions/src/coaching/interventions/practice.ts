import type { Intervention } from './types.ts';

/** Skills that turn a bad experience into the next attempt: step back towards a fear, learn from a night that went wrong. */
export const PRACTICE: readonly Intervention[] = [
  {
    id: 'fear-ladder',
    kind: 'action',
    name: 'Fear ladder (small steps back towards it)',
    source: 'Craske et al. (2014), Behav. Res. Ther.; Bandura (1977), Psychological Review',
    themes: ['comeback', 'self_doubt', 'performance_nerves'],
    timing: ['before', 'after', 'ongoing'],
    durationSeconds: 600,
    discreet: false,
    usesBreath: false,
    needsDays: true,
    frame:
      'Avoiding the thing you fear keeps the fear the same size. Meeting it again in small steps you can manage teaches your body that it can cope, one rung at a time.',
    why: 'Each step you stay with until the fear eases shows you that what you feared did not happen, and that learning carries to the next step.',
    steps: [
      'Write down the thing you balk at or avoid, and rate how frightening it is from 0 to 10.',
      'Break it into 5 to 8 smaller versions, from about a 3 out of 10 up to the real thing: lower, shorter, closer, or with someone beside you.',
      'Before each step, say what you fear will happen. Then do the step, and repeat it until the fear has dropped by about half.',
      'Afterwards, note what actually happened. Move up one rung only when the one below feels manageable.',
      'A wobble means repeating that rung, not starting again.',
    ],
    cue: 'you have started to avoid or balk at something you know you can do, after a fall, a scare or a bad time.',
  },
  {
    id: 'after-action-review',
    kind: 'thinking',
    name: 'After-action review',
    source: 'Ellis & Davidi (2005), Journal of Applied Psychology; Tannenbaum & Cerasoli (2013), Human Factors',
    themes: ['setback', 'choking_mistake', 'performance_nerves'],
    timing: ['after', 'before', 'ongoing'],
    durationSeconds: 600,
    discreet: false,
    usesBreath: false,
    frame:
      'What went wrong is information. Looking at it the way a coach watches the tape, not the way a judge would, turns it into a plan for next time.',
    why: 'Reviewing what went right as well as what went wrong, and choosing one change, improves the next attempt more than replaying the mistakes.',
    steps: [
      'Write in one line what you meant to happen.',
      'Write what actually happened, as plain facts, the way a camera would have seen it.',
      'Name two things that went right, even small ones, and why they worked.',
      'Name the one or two things that made the biggest difference to what went wrong, and which part was in your hands.',
      'Pick one change to practise before the next time, and put it in your diary.',
    ],
    cue: 'something you did went badly, there will be a next time, and you keep replaying it instead of learning from it.',
  },
];
