import type { CrisisCategory } from './schemas/safety.ts';

/** The check-in step's fixed texts (DESIGN §5); the server sends the question and its reason. */
export const CHECK_IN_MESSAGES = {
  title: 'Can I check in with you?',
  resourcesTitle: 'If you want to talk to someone now',
  keepGoing: "I'm safe, keep going",
  needSupport: 'I need support now',
  rewrite: 'Write it in English',
  continuing: 'Getting your B.R.I.E.F.S…',
} as const;

/** The crisis answer's heading: the default, or one that says the first thing to do. */
export const CRISIS_TITLES: Partial<Record<CrisisCategory, string>> = {
  overdose: 'Please get medical help now',
  medical_danger: 'Please stop and get checked now',
  someone_else: 'You can help them, and you are not alone in this',
  child_at_risk: 'Thank you for speaking up for this child',
  elder_abuse: 'Thank you for speaking up',
  not_english: 'Coaching is in English for now',
};
