import type { LibraryVideo } from './types.ts';

/** Calming the body, performing under pressure, focus. */
export const BODY_AND_PERFORMANCE: readonly LibraryVideo[] = [
  {
    youtubeId: 'rBdhqBGqiMc',
    title: 'Reduce stress with the physiological sigh (Huberman Lab)',
    topics: ['physiological-sigh', 'performance_nerves', 'choking_mistake'],
    breathing: true,
    minutes: 3,
  },
  {
    youtubeId: 'tEmt1Znux58',
    title: 'Box breathing relaxation technique (Sunnybrook Hospital)',
    topics: ['box-breathing', 'resonance-breathing', 'performance_nerves', 'overload'],
    breathing: true,
    minutes: 4,
  },
  {
    youtubeId: 'RcGyVTAoXEU',
    title: 'How to make stress your friend | Kelly McGonigal (TED)',
    topics: ['arousal-reappraisal', 'applied-tension', 'performance_nerves', 'general', 'overload'],
    minutes: 14,
  },
  {
    youtubeId: '8jPQjjsBbIc',
    title: "How to stay calm when you know you'll be stressed | Daniel Levitin (TED)",
    topics: ['pre-mortem', 'pre-performance-routine', 'performance_nerves', 'uncertainty'],
    minutes: 12,
  },
  {
    youtubeId: 'eIho2S0ZahI',
    title: 'How to speak so that people want to listen | Julian Treasure (TED)',
    topics: ['pre-performance-routine', 'performance_nerves'],
    minutes: 10,
    speakingOnly: true,
  },
  {
    youtubeId: '-FOCpMAww28',
    title: "TED's secret to great public speaking | Chris Anderson (TED)",
    topics: ['performance_nerves'],
    kinds: ['performance-mind'],
    minutes: 8,
    speakingOnly: true,
  },
  {
    youtubeId: 'fXIeFJCqsPs',
    title: 'Flow, the secret to happiness | Mihaly Csikszentmihalyi (TED)',
    topics: ['external-focus', 'cue-words', 'choking_mistake', 'pre-shot-routine', 'endurance'],
    kinds: ['performance-mind'],
    minutes: 19,
  },
  {
    youtubeId: '7XFLTDQ4JMk',
    title: 'Getting stuck in the negatives (and how to get unstuck) | Alison Ledgerwood (TEDx)',
    topics: ['cognitive-reappraisal', 'mistake-reset', 'choking_mistake', 'setback'],
    minutes: 10,
  },
  {
    youtubeId: 'qzR62JJCMBQ',
    title: 'All it takes is 10 mindful minutes | Andy Puddicombe (TED)',
    topics: ['body-scan', 'grounding-54321', 'resonance-breathing', 'overload', 'general'],
    kinds: ['body'],
    minutes: 9,
  },
  {
    youtubeId: '3nwwKbM_vJc',
    title: 'Mindfulness with Jon Kabat-Zinn (Talks at Google)',
    topics: ['body-scan', 'progressive-muscle-relaxation', 'exhaustion'],
    kinds: ['body'],
    minutes: 61,
  },
  {
    youtubeId: '5MuIMqhT8DM',
    title: 'Sleep is your superpower | Matt Walker (TED)',
    topics: ['stimulus-control-sleep', 'cognitive-shuffle', 'sleep', 'ten-minute-nap', 'sleep-protected-revision'],
    kinds: ['sleep'],
    minutes: 19,
  },
  {
    youtubeId: 'LWULB9Aoopc',
    title: 'Why do we sleep? | Russell Foster (TED)',
    topics: ['sleep', 'exhaustion', 'ten-minute-nap', 'shutdown-ritual'],
    kinds: ['sleep'],
    minutes: 21,
  },
];
