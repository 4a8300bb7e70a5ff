import { CONTACT } from './constants.ts';

/** Coach registration and the coach dashboard (spec §2, §4, §5, §8), word for word where the spec gives them. */
export const COACH_REGISTER_MESSAGES = {
  title: 'Coach Registration',
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  specialties: 'Specialties (comma-separated)',
  specialtiesPlaceholder: 'e.g. Sport, exams, speaking',
  cv: 'Upload CV (PDF only)',
  cvHint: 'A PDF of up to 5 MB.',
  submit: 'Submit for Approval',
  submitting: 'Submitting…',
  login: 'Login',
  haveAccount: 'Already approved?',
  required: 'All fields except phone are required',
  failed: 'Registration failed',
  thankYou: 'Thank you for submitting',
  backHome: 'Back to Home',
  intro:
    "Coaches on B.R.I.E.F.S hold a master's-level degree in performance psychology or mental health and have 2+ years of applied coaching experience.",
  // Server answers.
  received: `We've received your application and CV. We'll review them and email you within ${CONTACT.supportResponse}.`,
  emailInUse:
    "An account with this email already exists. If you have applied already, we'll email you once your application is reviewed.",
  cvNotPdf: 'Your CV must be a PDF file. Please choose a PDF and try again.',
  cvTooLarge: 'Your CV is larger than 5 MB. Please upload a smaller PDF.',
  cvBadName: 'That file name cannot be used. Please rename your CV (for example cv.pdf) and try again.',
  formUnreadable:
    "We couldn't read your application. Please rename your CV to a simple name such as cv.pdf and try again.",
  // Sign-in answers for coaches who are not approved.
  pendingSignIn: "Your coach application is still being reviewed. We'll email you as soon as it's approved.",
  rejectedSignIn: `Your coach application was not approved, so this account cannot sign in. Questions? Write to ${CONTACT.supportEmail}.`,
} as const;

export const COACH_DASHBOARD_MESSAGES = {
  title: 'B.R.I.E.F.S Requests',
  loading: 'Loading requests…',
  empty: 'No B.R.I.E.F.S Requests',
  respond: 'Respond',
  expired: 'Expired',
  submitted: 'Submitted',
  timeLeft: 'Time left',
  background: 'Background',
  noBackground: 'No background shared.',
  video: 'Video',
  replyVideo: 'Your video reply',
  replyHint: 'An MP4 or WebM video with sound, up to 100 MB.',
  cancel: 'Cancel',
  submit: 'Submit',
  submitting: 'Submitting…',
  uploading: 'Uploading…',
  editProfile: 'Edit Profile',
  basicInfo: 'Basic Info',
  changePassword: 'Change Password',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Profile saved.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNew: 'Confirm New',
  logout: 'Logout',
  close: 'Close',
  failed: 'Your reply could not be sent. Please try again.',
  alreadyAnswered: 'Another coach has already answered this request.',
  notFound: 'This request no longer exists.',
} as const;

export const coachText = {
  respondTo: (name: string) => `Respond to ${name}`,
  respondLabel: (name: string) => `Respond to ${name}`,
  requestFrom: (name: string) => `Request from ${name}`,
};
