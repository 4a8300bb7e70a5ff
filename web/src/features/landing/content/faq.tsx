import { CONTACT, CRISIS_RESOURCES, LIMITS } from '@briefs/shared';
import type { ReactNode } from 'react';
import type { IconName } from '../../../components/icon';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
  icon: IconName;
}

/** Ten questions (spec §9: 5 of 10 initially visible). Order matters: the first five are the ones people ask first. */
export const FAQ: FaqEntry[] = [
  {
    icon: 'shield',
    question: 'Is B.R.I.E.F.S therapy?',
    answer:
      'No. B.R.I.E.F.S is coaching for stress and performance: practical skills for handling pressure, nerves and setbacks. It is not a clinical or therapy service, and it does not diagnose or treat anything. If you are looking for therapy, a licensed professional in your area is the right place to start — and you can use B.R.I.E.F.S alongside that.',
  },
  {
    icon: 'lifebuoy',
    question: "What if I'm in crisis?",
    answer: (
      <>
        B.R.I.E.F.S is not a crisis service. If you are in crisis or thinking about harming yourself, please reach out
        now: in the U.S., <a href={CRISIS_RESOURCES.lifeline.call}>call</a> or{' '}
        <a href={CRISIS_RESOURCES.lifeline.text}>text 988</a>, the Suicide &amp; Crisis Lifeline, any time. If you are
        in immediate danger, call your local emergency number (911 in the U.S.). Outside the U.S.,{' '}
        <a href={CRISIS_RESOURCES.helplineDirectory.url} target="_blank" rel="noreferrer">
          find a free, confidential helpline in your country
        </a>
        .
      </>
    ),
  },
  {
    icon: 'lock',
    question: 'Who can see what I submit?',
    answer:
      'Your B.R.I.E.F.S submissions — text or video — are anonymous by default and visible only to you. A coach sees a submission only when you choose to share it with them through B.R.I.E.F a Coach; your name is attached then so they can reply to you personally. Nothing goes to the community unless you share it yourself.',
  },
  {
    icon: 'layers',
    question: 'How do tokens work?',
    answer: `Every month you get ${LIMITS.defaultBriefMonthlyLimit} B.R.I.E.F.S tokens and ${LIMITS.defaultCoachMonthlyLimit} coach tokens. Each B.R.I.E.F.S Mode request uses one B.R.I.E.F.S token; each B.R.I.E.F a Coach request uses one coach token. Your dashboard shows how many you have left and when they renew.`,
  },
  {
    icon: 'userCheck',
    question: 'Do I need to be 18 or older?',
    answer: `Yes. B.R.I.E.F.S is for adults ${LIMITS.minimumAge} and older. If you are under ${LIMITS.minimumAge} and struggling, please talk to a trusted adult, a school counsellor or a local helpline.`,
  },
  {
    icon: 'award',
    question: 'Who are the coaches?',
    answer:
      "Every coach has a master's-level background in performance psychology or mental health and at least 2 years of applied coaching experience. We review each applicant's CV before approving them, and coaches only ever see the requests people choose to send them.",
  },
  {
    icon: 'clock',
    question: 'How fast will I get a response?',
    answer: `B.R.I.E.F.S Mode answers in seconds. With B.R.I.E.F a Coach you get an instant AI insight straight away, and a personal video reply from a human coach within ${LIMITS.coachResponseHours} hours.`,
  },
  {
    icon: 'mic',
    question: 'What is the Ventometer?',
    answer: `A place to get it off your chest. Record a voice note of up to one minute; it stays available to you for ${LIMITS.ventPendingHours} hours. Feeling better later? Tap "I'm Better Now" and it is cleared. Still feel the same? You'll get a reflection prompt and a tip for what to do next.`,
  },
  {
    icon: 'users',
    question: 'What is the De-B.R.I.E.F community?',
    answer: `If a B.R.I.E.F helped you, you can choose to share that case and its tip with other members so they can learn from it. Sharing is always your choice, shows your name, and each shared case disappears after ${LIMITS.communityShareHours} hours.`,
  },
  {
    icon: 'tag',
    question: 'How much does it cost?',
    answer: `B.R.I.E.F.S hasn't launched yet. Joining the waitlist is free and takes one email address; we'll write when your spot opens, with pricing, before you commit to anything. Questions in the meantime? Email ${CONTACT.supportEmail}.`,
  },
];
