import { CONTACT } from '@briefs/shared';
import type { MailMessage } from '../adapters/mailer.ts';

/** Transactional emails, plain text and HTML, each with the support promise. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  code?: { label: string; value: string },
): MailMessage {
  const footer = `Questions? Write to ${CONTACT.supportEmail}; we answer within ${CONTACT.supportResponse}. B.R.I.E.F.S is coaching, not a clinical or crisis service: in a crisis call or text 988 (U.S.) or your local emergency number.`;
  const textLines = [...paragraphs, ...(code ? [`${code.label}: ${code.value}`] : []), '', footer];
  const html = [
    '<div style="font-family:system-ui,sans-serif;max-width:560px;color:#1b2a41">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    code
      ? `<p>${escapeHtml(code.label)}: <strong style="font-family:monospace;font-size:18px">${escapeHtml(code.value)}</strong></p>`
      : '',
    `<p style="color:#5b6b82;font-size:13px">${escapeHtml(footer)}</p>`,
    '</div>',
  ].join('');
  return { to, subject, text: textLines.join('\n'), html };
}

const lifetime = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

export function accountCreatedEmail(
  to: string,
  temporaryPassword: string,
  loginUrl: string,
  validHours: number,
): MailMessage {
  return compose(
    to,
    'Your B.R.I.E.F.S account is ready',
    [
      'Welcome to B.R.I.E.F.S. Your spot on the waitlist has turned into an account.',
      `Sign in at ${loginUrl} with this email and the temporary password below within ${lifetime(validHours)}. You will be asked to choose your own password right away. After that time, use "Forgot your password?" on the sign-in page to get a new one.`,
    ],
    { label: 'Temporary password', value: temporaryPassword },
  );
}

export function passwordResetEmail(
  to: string,
  temporaryPassword: string,
  loginUrl: string,
  validHours: number,
): MailMessage {
  return compose(
    to,
    'Your B.R.I.E.F.S temporary password',
    [
      'Someone (hopefully you) asked to reset the password of your B.R.I.E.F.S account.',
      `Sign in at ${loginUrl} with the temporary password below within ${lifetime(validHours)}, then choose a new password. Your current password keeps working until you use this one; if you did not ask for this, you can ignore this email.`,
    ],
    { label: 'Temporary password', value: temporaryPassword },
  );
}

export function coachApprovedEmail(
  to: string,
  name: string,
  temporaryPassword: string,
  loginUrl: string,
  validHours: number,
): MailMessage {
  return compose(
    to,
    'You are approved as a B.R.I.E.F.S coach',
    [
      `Hi ${name}, your coach application has been approved. Thank you for bringing your experience to B.R.I.E.F.S.`,
      `Sign in at ${loginUrl} with this email and the temporary password below within ${validHours} hours, then choose your own password. If it has lapsed, use "Forgot your password?" on the sign-in page for a new one.`,
      'Requests from people you can help will appear on your dashboard, each with 24 hours for your video reply.',
    ],
    { label: 'Temporary password', value: temporaryPassword },
  );
}

export function coachRejectedEmail(to: string, name: string): MailMessage {
  return compose(to, 'Your B.R.I.E.F.S coach application', [
    `Hi ${name}, thank you for applying to coach on B.R.I.E.F.S and for the time you put into your application.`,
    "After reviewing it, we are not able to offer you a coaching place right now. This is not a judgement of your work: our coaches need a master's-level background in performance psychology or mental health and 2+ years of applied coaching experience, and we match places to what our members ask for.",
    'You are welcome to apply again when your experience grows. We wish you well.',
  ]);
}

export function coachReplyEmail(to: string, name: string, historyUrl: string): MailMessage {
  return compose(to, 'Your coach replied', [
    `Hi ${name}, a B.R.I.E.F.S coach has recorded a video reply to the moment you shared.`,
    `Watch it at ${historyUrl}: sign in and open B.R.I.E.F.S History. A written transcript sits under the video, so you can read it too.`,
  ]);
}
