/**
 * The spec's user-facing texts, word for word (spec §2, §4, §5, §8). Both web and functions import
 * these; a text changed here changes everywhere.
 */
export const WAITLIST_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  submit: 'Join Waitlist',
  submitting: 'Joining…',
  created: { title: "You're In!", text: "Thanks! We'll keep you posted on our launch." },
  alreadyWaitlisted: {
    title: "You're already on the list",
    text: "We've got your email. We'll notify you as soon as we launch.",
  },
  alreadyUser: { title: 'Account already exists', text: 'Looks like you already have an account.', link: 'Login here' },
  error: { title: 'Something went wrong', text: 'Please try again in a moment.', retry: 'Try Again' },
} as const;

export const GENERIC_MESSAGES = {
  submissionFailed: 'Something went wrong. Please try again.',
  /** A page that failed to load or render (the route error page), in the waitlist error's words. */
  pageFailed: { title: 'Something went wrong', text: 'Please try again in a moment.', reload: 'Reload', home: 'Home' },
  fileTooLarge: 'That file is too large. Please upload a smaller video.',
} as const;

export const DISCLAIMER = {
  notTherapy:
    'B.R.I.E.F.S is coaching for stress and performance. It is not a clinical or therapy service and not a crisis service.',
  crisis:
    'If you are in crisis or thinking about harming yourself, call or text 988 in the U.S., or your local emergency number. Outside the U.S., find a helpline near you.',
  age: 'You must be 18 or older to use B.R.I.E.F.S.',
} as const;

/** Landing page labels the spec names (spec §2 Landing page). */
export const LANDING_MESSAGES = {
  nav: { features: 'Features', demo: 'Demo', becomeCoach: 'Become a Coach', signIn: 'Sign In', dashboard: 'Dashboard' },
  joinWaitlist: 'Join Waitlist',
  goToDashboard: 'Go to Dashboard',
  watchDemo: 'Watch Demo',
  applyCoach: 'Apply to Become a Coach',
  modes: { brief: 'B.R.I.E.F.S Mode', coach: 'B.R.I.E.F a Coach' },
  features: { instant: 'Instant response', hours24: '24hr response', tailored: 'Tailored' },
  faq: { showMore: 'Show More', showLess: 'Show Less' },
  footer: { privacy: 'Privacy', terms: 'Terms', support: 'Support', contact: 'Contact' },
  fiveStars: '5 out of 5 stars',
  briefsExpansion: 'Building Resilience through Interventions, Executive Function and Stress Management',
} as const;

/** Privacy policy page texts the spec names (spec §2 Privacy policy), sections in the spec's order. */
export const PRIVACY_MESSAGES = {
  title: 'Privacy Policy',
  lastUpdated: 'Last updated Jan 2025',
  back: 'Back',
  backToTop: 'Back to Top',
  sections: [
    'Introduction',
    'Information We Collect',
    'Anonymity of B.R.I.E.F.S. Submissions',
    'How We Use Your Information',
    'Sharing Your Information',
    'Cookies & Tracking',
    'Data Security & Retention',
    'Your Rights',
    "Children's Privacy",
    'Updates to This Policy',
    'Contact Us',
  ],
} as const;
