import type { LibraryVideo } from './types.ts';

/** Thoughts, self-talk, setbacks and confidence. */
export const MIND_AND_SETBACKS: readonly LibraryVideo[] = [
  {
    youtubeId: 'rCp1l16GCXI',
    title: 'The struggle switch | Russ Harris',
    topics: ['defusion', 'self_doubt', 'uncertainty'],
    minutes: 4,
  },
  {
    youtubeId: 'IvtZBUSplr4',
    title: 'The space between self-esteem and self-compassion | Kristin Neff (TEDx)',
    topics: ['self-compassion-break', 'setback', 'self_doubt', 'perfectionism'],
    minutes: 19,
  },
  {
    youtubeId: 'NDQ1Mi5I4rg',
    title: 'The gift and power of emotional courage | Susan David (TED)',
    topics: ['affect-labelling', 'distanced-self-talk', 'anger', 'general'],
    kinds: ['feelings'],
    minutes: 16,
  },
  {
    youtubeId: 'NWH8N-BvhAw',
    title: 'The three secrets of resilient people | Lucy Hone (TEDx)',
    topics: ['cognitive-reappraisal', 'setback', 'comeback'],
    minutes: 16,
  },
  {
    youtubeId: 'TFbv757kup4',
    title: 'The secret of becoming mentally strong | Amy Morin (TEDx)',
    topics: ['distanced-self-talk', 'setback', 'self_doubt'],
    kinds: ['thinking'],
    minutes: 15,
  },
  {
    youtubeId: '_X0mgOOSpLU',
    title: 'The power of believing that you can improve | Carol Dweck (TED)',
    topics: ['mastery-log', 'process-goals', 'self_doubt', 'setback'],
    kinds: ['action'],
    minutes: 10,
  },
  {
    youtubeId: 'H14bBuluwB8',
    title: 'Grit: the power of passion and perseverance | Angela Duckworth (TED)',
    topics: ['process-goals', 'comeback', 'setback'],
    kinds: ['action'],
    minutes: 6,
  },
  {
    youtubeId: 'iCvmsMzlF7o',
    title: 'The power of vulnerability | Brené Brown (TED)',
    topics: ['self_doubt', 'perfectionism', 'loneliness'],
    kinds: ['feelings'],
    minutes: 20,
  },
  {
    youtubeId: 'MtSE4rglxbY',
    title: 'A kinder, gentler philosophy of success | Alain de Botton (TED)',
    topics: ['ten-years-test', 'self_doubt', 'setback', 'perfectionism'],
    minutes: 17,
  },
  {
    youtubeId: '-vZXgApsPCQ',
    title: 'What I learned from 100 days of rejection | Jia Jiang (TED)',
    topics: ['setback', 'self_doubt', 'cognitive-reappraisal'],
    minutes: 15,
  },
  {
    youtubeId: 'WWloIAQpMcQ',
    title: 'How to cope with anxiety | Olivia Remes (TEDx)',
    topics: ['good-enough-criteria', 'worry-postponement', 'worry-dump', 'perfectionism', 'uncertainty'],
    kinds: ['thinking'],
    minutes: 15,
  },
  {
    youtubeId: 'F2hc2FLOdhI',
    title: 'Why we all need to practice emotional first aid | Guy Winch (TED)',
    topics: ['expressive-writing', 'self-compassion-break', 'repair-at-work', 'loneliness', 'setback'],
    kinds: ['feelings'],
    minutes: 17,
  },
  {
    youtubeId: 'k0GQSJrpVhM',
    title: 'How to fix a broken heart | Guy Winch (TED)',
    topics: ['expressive-writing', 'setback', 'loneliness'],
    minutes: 12,
  },
  {
    youtubeId: 'lfBpsV1Hwqs',
    title: 'The game that can give you 10 extra years of life | Jane McGonigal (TED)',
    topics: ['comeback', 'behavioural-activation'],
    minutes: 20,
  },
];
