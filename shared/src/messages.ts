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
  fileTooLarge: 'That file is too large. Please upload a smaller video.',
} as const;

export const DISCLAIMER = {
  notTherapy:
    'B.R.I.E.F.S is coaching for stress and performance. It is not a clinical or therapy service and not a crisis service.',
  crisis:
    'If you are in crisis or thinking about harming yourself, call or text 988 in the U.S., or your local emergency number. Outside the U.S., find a helpline near you.',
  age: 'You must be 18 or older to use B.R.I.E.F.S.',
} as const;
