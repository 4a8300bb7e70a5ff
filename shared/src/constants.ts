/** Business constants from spec §9. One place; imported by web and functions. */
export const LIMITS = {
  defaultBriefMonthlyLimit: 30,
  defaultCoachMonthlyLimit: 5,
  minimumAge: 18,
  coachResponseHours: 24,
  communityShareHours: 24,
  ventPendingHours: 24,
  ventMaxSeconds: 60,
  communityPageSize: 5,
  faqInitiallyVisible: 5,
  waitlistDialogMaxEmails: 8,
  transcriptMaxChars: 5000,
  /**
   * A JSON body's size is measured in characters, like the 5,000-character transcript limit, so a
   * text in a 3-byte script (Devanagari, CJK) fits as well as English; the byte cap only stops
   * absurd bodies before they are decoded (4 bytes per character at most in UTF-8).
   */
  jsonBodyMaxChars: 10 * 1024,
  jsonBodyMaxBytes: 40 * 1024,
  waitlistSignupsPerMinutePerAddress: 10,
  /** A new account's emailed temporary password (waitlist conversion, coach approval) works this long. */
  newAccountTemporaryPasswordHours: 72,
  /** A forgot-password temporary password works this long. */
  resetTemporaryPasswordHours: 1,
} as const;

/**
 * Voice and video limits. Audio for /transcribe-audio travels in the request itself, so it stays
 * under Lambda's 6 MB payload after base64 (a 60 s browser recording is 0.3–1 MB). Larger videos go
 * straight to S3 with a presigned upload; only small ones may use the multipart form.
 */
export const MEDIA_LIMITS = {
  audioMaxBytes: 4 * 1024 * 1024,
  audioMaxSeconds: 60,
  /** Under this much decoded sound a recording counts as empty. */
  audioMinSeconds: 0.3,
  videoMaxBytes: 100 * 1024 * 1024,
  videoInlineMaxBytes: 4 * 1024 * 1024,
  /** Offline, only the first minutes of a video's sound are transcribed (CPU time). */
  videoTranscribeSeconds: 180,
  /** How long the client keeps polling a media job before giving up. */
  jobPollTimeoutMs: 10 * 60 * 1000,
  jobPollIntervalMs: 1500,
} as const;

export const TIMINGS_MS = {
  waitlistSuccessAutoClose: 2000,
  forgotPasswordAutoClose: 3000,
  successPopup: 2000,
  usagePanelAutoCollapse: 3000,
  adminToast: 3000,
  boxBreathingPhase: 4000,
} as const;

export const CONTACT = {
  supportEmail: 'support@briefs.coach',
  privacyEmail: 'privacy@briefs.coach',
  supportResponse: '1–2 business days',
} as const;

export const CRISIS_RESOURCES = {
  lifeline: { label: '988 Suicide & Crisis Lifeline', call: 'tel:988', text: 'sms:988' },
  crisisTextLine: { label: 'Crisis Text Line: text HOME to 741741', text: 'sms:741741?body=HOME' },
  emergency: { label: '911 or your local emergency number', call: 'tel:911' },
  helplineDirectory: { label: 'Find a helpline in your country', url: 'https://findahelpline.com' },
  poisonControl: { label: 'Poison Control (U.S.)', call: 'tel:18002221222', url: 'https://www.poison.org' },
  domesticViolence: {
    label: 'National Domestic Violence Hotline: text START to 88788',
    call: 'tel:18007997233',
    text: 'sms:88788?body=START',
  },
  sexualAssault: { label: 'National Sexual Assault Hotline (RAINN)', call: 'tel:18006564673' },
  childAbuse: { label: 'Childhelp National Child Abuse Hotline', call: 'tel:18004224453', text: 'sms:18004224453' },
  elderAbuse: { label: 'Eldercare Locator (finds Adult Protective Services near you)', call: 'tel:18006771116' },
} as const;

export const STORAGE_KEYS = {
  sessionToken: 'jwt',
  adminToken: 'adminToken',
  role: 'role',
  adminSelectedTab: 'admin.selectedTab',
} as const;

export const ADMIN_TABS = ['users', 'coaches', 'waitlist', 'weekly'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
