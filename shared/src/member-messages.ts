/**
 * Texts of the signed-in person's home beyond the flow itself: the avatar menu, Edit Profile,
 * History, Weekly B.R.I.E.F, the help video, sharing, the community and coach mode (spec §2, §4, §5).
 * Texts the spec quotes are word for word; the rest are ours.
 */
export const MENU_MESSAGES = {
  button: 'Account menu',
  editProfile: 'Edit Profile',
  community: 'De-B.R.I.E.F Community',
  history: 'B.R.I.E.F.S History',
  university: 'B.R.I.E.F.S University',
  weekly: 'Weekly B.R.I.E.F',
  ventometer: 'Ventometer',
  logout: 'Logout',
  newTab: '(opens in a new tab)',
} as const;

export const PROFILE_MESSAGES = {
  title: 'Edit Profile',
  tabsLabel: 'Profile sections',
  basicTab: 'Basic Info',
  passwordTab: 'Change Password',
  name: 'Name',
  email: 'Email',
  emailHint: 'Your email cannot be changed here.',
  phone: 'Phone',
  background: 'Pre-B.R.I.E.F',
  backgroundHelp:
    'A few lines about you that help tailor every B.R.I.E.F: what you do, what is at stake for you, what usually helps. It is added to each request, and you can edit or leave it out each time.',
  backgroundPlaceholder: 'e.g. College sprinter, 200m. Nerves hit hardest in the call room. Slow breathing helps me.',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving…',
  saved: 'Your profile has been saved.',
  saveFailed: 'Your profile could not be saved. Please try again.',
} as const;

export const HISTORY_MESSAGES = {
  title: 'B.R.I.E.F.S History',
  intro: 'Your past B.R.I.E.F.S, newest first. Only you can see them.',
  loading: 'Loading your history…',
  empty: 'Nothing here yet. Your B.R.I.E.F.S appear here after you submit one.',
  open: 'Open',
  hide: 'Hide',
  delete: 'Delete',
  deleting: 'Deleting…',
  share: 'Share',
  shared: 'Shared',
  more: 'Show older',
  loadingMore: 'Loading…',
  deletedPopup: 'Deleted from your history.',
  coachWaiting: 'Sent to a coach. Their video reply will appear here within 24 hours.',
  coachReplyTitle: "Your coach's video reply",
  coachReplyLink: 'Watch the reply',
  coachReplyNew: 'New',
  coachReplyTranscript: 'What your coach said (automatic transcript)',
  coachReplyTranscriptPending: 'The written transcript of this reply will appear here in a minute or two.',
  coachReplyNoTranscript: 'No written transcript could be made for this reply.',
  myWords: 'What you wrote',
} as const;

/** The dashboard's notice while a coach's video reply waits to be watched. */
export const COACH_REPLY_NOTICE_MESSAGES = {
  title: 'Your coach replied',
  one: 'A coach has recorded a video reply to a moment you shared. It is waiting in your B.R.I.E.F.S History, with a written transcript.',
  many: (count: number) =>
    `Coaches have recorded ${count} video replies to moments you shared. They are waiting in your B.R.I.E.F.S History, each with a written transcript.`,
  watch: 'Watch the reply',
  watchMany: 'Watch the replies',
  dismiss: 'Dismiss',
} as const;

export const SHARE_MESSAGES = {
  button: 'De-B.R.I.E.F',
  sharedButton: 'Shared to Community',
  title: 'Share to De-B.R.I.E.F Community?',
  text: 'Other members will see what you wrote and your tip, with your name, for 24 hours. It helps others feel less alone.',
  checkbox: 'I understand this will publicly share my case for 24 hours.',
  share: 'Share',
  sharing: 'Sharing…',
  cancel: 'Cancel',
  popup: 'Shared to the De-B.R.I.E.F Community for 24 hours.',
  failed: 'Your case could not be shared. Please try again.',
} as const;

export const COMMUNITY_MESSAGES = {
  back: '← Back to Dashboard',
  title: 'De-B.R.I.E.F Community',
  intro: 'Cases members chose to share. Each one is visible for 24 hours.',
  loading: 'Loading community cases…',
  empty: 'No cases have been shared yet.',
  myCase: 'My Case',
  tip: 'Tip',
  prev: 'Prev',
  next: 'Next',
  pagesLabel: 'Community pages',
  report: 'Report',
  reportLabel: (name: string) => `Report the case shared by ${name}`,
  reported: 'Thank you. That case is now hidden for you.',
  yours: 'Shared by you',
} as const;

export const WEEKLY_MESSAGES = {
  title: 'Weekly B.R.I.E.F',
  loading: "Loading this week's video…",
  empty: 'There is no video this week yet. Check back soon.',
  playerTitle: 'Weekly B.R.I.E.F video',
} as const;

export const HELP_MESSAGES = {
  button: 'How to use B.R.I.E.F.S',
  title: 'How to use B.R.I.E.F.S',
  intro: 'A short walkthrough: choose your experience, describe the moment, and try the skill.',
  playerTitle: 'How to use B.R.I.E.F.S video',
} as const;

export const COACH_MODE_MESSAGES = {
  name: 'Your Name',
  email: 'Your Email',
  phone: 'Your Phone (Optional)',
  sending: 'Sending your request to a coach…',
  sent: 'Sent to a coach. Expect a video reply within 24 hours; it will appear in your B.R.I.E.F.S History.',
  failed: 'Your request could not be sent to a coach.',
  retry: 'Try again',
} as const;

export const SESSION_MESSAGES = {
  expired: 'Please sign in again.',
} as const;

/** Initials for the avatar and community cards: up to two letters, 'U' when there are none (spec §2). */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => [...word].find((char) => /\p{L}|\p{N}/u.test(char)) ?? '')
    .join('');
  return letters ? letters.toUpperCase() : 'U';
}
