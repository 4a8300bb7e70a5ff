import type { LibraryVideo } from './types.ts';

/** Workload, starting, choices, people and connection. */
export const WORK_AND_LIFE: readonly LibraryVideo[] = [
  {
    youtubeId: 'arj7oStGLkU',
    title: 'Inside the mind of a master procrastinator | Tim Urban (TED)',
    topics: ['procrastination', 'two-minute-start'],
    kinds: ['action'],
    minutes: 14,
  },
  {
    youtubeId: 'AdKUJxjn-R8',
    title: 'Forget big change, start with a tiny habit | BJ Fogg (TEDx)',
    topics: ['two-minute-start', 'implementation-intentions', 'procrastination'],
    minutes: 17,
  },
  {
    youtubeId: 'UNP03fDSj1U',
    title: 'Try something new for 30 days | Matt Cutts (TED)',
    topics: ['behavioural-activation', 'woop', 'procrastination'],
    minutes: 3,
  },
  {
    youtubeId: 'n3kNlFMXslo',
    title: 'How to gain control of your free time | Laura Vanderkam (TED)',
    topics: ['eisenhower-timebox', 'one-minute-triage', 'overload'],
    minutes: 12,
  },
  {
    youtubeId: 'fLJsdqxnZb0',
    title: 'The happy secret to better work | Shawn Achor (TEDx)',
    topics: ['overload', 'exhaustion', 'shutdown-ritual'],
    minutes: 12,
  },
  {
    youtubeId: 'BHY0FxzoKZE',
    title: 'The brain-changing benefits of exercise | Wendy Suzuki (TED)',
    topics: ['behavioural-activation', 'exhaustion'],
    minutes: 13,
  },
  {
    youtubeId: '8GQZuzIdeQQ',
    title: 'How to make hard choices | Ruth Chang (TED)',
    topics: ['values-check', 'decision'],
    kinds: ['decision'],
    minutes: 15,
  },
  {
    youtubeId: '5J6jAC6XxAI',
    title: 'Why you should define your fears instead of your goals | Tim Ferriss (TED)',
    topics: ['pre-mortem', 'control-sort', 'decision', 'uncertainty'],
    minutes: 13,
  },
  {
    youtubeId: 'VO6XEQIsCoM',
    title: 'The paradox of choice | Barry Schwartz (TED)',
    topics: ['good-enough-criteria', 'decision', 'perfectionism'],
    kinds: ['decision'],
    minutes: 20,
  },
  {
    youtubeId: 'XNbaR54Gpj4',
    title: 'The psychology of your future self | Dan Gilbert (TED)',
    topics: ['ten-years-test', 'decision', 'uncertainty'],
    minutes: 7,
  },
  {
    youtubeId: 'Hc6yi_FtoNo',
    title: "The walk from 'no' to 'yes' | William Ury (TEDx)",
    topics: ['cool-down-pause', 'dear-man-script', 'conflict', 'anger'],
    minutes: 19,
  },
  {
    youtubeId: 'PY_kd46RfVE',
    title: 'Dare to disagree | Margaret Heffernan (TED)',
    topics: ['dear-man-script', 'conflict'],
    minutes: 13,
  },
  {
    youtubeId: 'R1vskiVDwl4',
    title: '10 ways to have a better conversation | Celeste Headlee (TEDx)',
    topics: ['micro-reach-out', 'repair-at-work', 'conflict', 'loneliness'],
    kinds: ['connection'],
    minutes: 12,
  },
  {
    youtubeId: '8KkKuTCFvzI',
    title: 'What makes a good life? Lessons from the longest study on happiness | Robert Waldinger (TED)',
    topics: ['micro-reach-out', 'values-check', 'loneliness'],
    kinds: ['connection'],
    minutes: 13,
  },
  {
    youtubeId: 't7Xr3AsBEK4',
    title: 'Connected, but alone? | Sherry Turkle (TED)',
    topics: ['loneliness'],
    minutes: 20,
  },
  {
    youtubeId: 'y9Trdafp83U',
    title: "There's more to life than being happy | Emily Esfahani Smith (TED)",
    topics: ['values-check', 'loneliness', 'exhaustion'],
    minutes: 12,
  },
];
