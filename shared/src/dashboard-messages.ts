import { renewsWhen } from './coaching-messages.ts';

/**
 * The /app dashboard's texts (spec §2 User dashboard, §4 Dashboard flow). Texts the spec quotes are
 * word for word; the rest are ours, written for someone stressed and reading on a phone.
 */
export const DASHBOARD_MESSAGES = {
  pageTitle: 'Your Dashboard',
  usage: {
    title: 'Monthly Usage',
    brief: 'B.R.I.E.F.S',
    coach: 'B.R.I.E.F a Coach',
    loading: 'Loading your usage…',
  },
  step1: {
    eyebrow: 'Step 1 of 2',
    title: 'Select Your Experience',
    briefTitle: 'Get a B.R.I.E.F',
    briefText: 'Type what is going on and get instant coaching: a B.R.I.E.F and one skill to try.',
    coachTitle: 'B.R.I.E.F a Coach',
    coachText: 'Submit a video or text to receive a video response within 24 hours.',
    coachDetails: 'A coach will use these to reach you with their reply.',
    next: 'Next',
    briefExhausted: 'B.R.I.E.F.S Tokens Exhausted',
    coachExhausted: 'Coach Tokens Exhausted',
  },
  step2: {
    eyebrow: 'Step 2 of 2',
    title: 'Text Input or Video Upload',
    back: 'Back',
    textLabel: "What's going on?",
    textHint: 'A few sentences are enough. Only you can see what you write here.',
    placeholder: 'Speak or type your thoughts…',
    includeBackground: 'Include my Pre-B.R.I.E.F background',
    backgroundLabel: 'Pre-B.R.I.E.F background',
    backgroundHint: 'Edits here apply to this request only; your profile stays as it is.',
    submit: 'Submit Text',
    dismiss: 'Dismiss',
  },
  processing: {
    submitting: 'Preparing your B.R.I.E.F…',
    waitingTitle: 'While you wait',
    waitingText: 'Take a moment for yourself. Pick an exercise below.',
    ready: 'Your B.R.I.E.F is ready.',
    viewResults: 'View Results',
    tabsLabel: 'Exercises',
  },
  breathing: {
    tab: 'Box Breathing',
    intro: 'Breathe along with the circle: 4 seconds for each step.',
    phases: ['Inhale', 'Hold', 'Exhale'],
  },
  stroop: {
    tab: 'Stroop Grid',
    intro: 'Say the colour of the ink out loud, not the word. Go row by row.',
    regenerate: 'Regenerate',
    gridLabel: 'Colour words',
  },
  perspective: {
    tab: 'Perspective Prompt',
    intro: 'Finish the sentence in your own words.',
    submit: 'Submit',
    starters: [
      'One thing I can control right now is…',
      'A year from now, I will see this moment as…',
      'If a friend were in my place, I would tell them…',
      'Something that went well today was…',
      'The smallest next step I can take is…',
    ],
  },
  results: {
    briefTitle: 'Your B.R.I.E.F.',
    fasTitle: 'F.A.S (Functional Actionable Skill)',
    videoTitle: 'Recommended Video',
    watchOnYouTube: 'Watch on YouTube',
    rebrief: 'Re-B.R.I.E.F',
    newEntry: 'Submit New Entry',
    updated: 'Your B.R.I.E.F has been updated.',
  },
  rebriefDialog: {
    title: 'Give us more context',
    intro: 'Tell us what did not fit or what else is going on, and we will try a different angle.',
    label: 'Tell us more',
    submit: 'Re-B.R.I.E.F',
    submitting: 'Re-B.R.I.E.F-ing…',
    cancel: 'Cancel',
  },
  crisis: {
    title: "You don't have to carry this alone",
    resourcesTitle: 'Reach someone now',
    continueText: "Whenever you're ready, B.R.I.E.F.S is still here for you.",
    continue: 'Back to B.R.I.E.F.S',
  },
} as const;

export const dashboardText = {
  /** 'resets in 3d 4h 5m 6s' (spec §2, refreshed every second). */
  resetsIn(renewAt: string | undefined, now: number): string {
    const at = renewAt ? Date.parse(renewAt) : Number.NaN;
    if (Number.isNaN(at)) return 'resets next month';
    const total = Math.max(0, Math.floor((at - now) / 1000));
    const days = Math.floor(total / 86_400);
    const hours = Math.floor((total % 86_400) / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = total % 60;
    const parts =
      days > 0 ? [`${days}d`, `${hours}h`, `${minutes}m`, `${seconds}s`] : [`${hours}h`, `${minutes}m`, `${seconds}s`];
    return `resets in ${parts.join(' ')}`;
  },
  used: (used: number, limit: number) => `${used}/${limit}`,
  usedLabel: (pool: string, used: number, limit: number) => `${pool}: ${used} of ${limit} tokens used`,
  /** Spec §2: 'You're out of ... tokens. Renews on {date or next month}.' */
  outOfTokens: (pool: 'brief' | 'coach', renewAt: string | undefined) =>
    `You're out of ${pool === 'coach' ? 'B.R.I.E.F a Coach' : 'B.R.I.E.F.S'} tokens. Renews ${renewsWhen(renewAt)}.`,
};
