import { CONTACT, CRISIS_RESOURCES, LIMITS, PRIVACY_MESSAGES } from '@briefs/shared';
import type { ReactNode } from 'react';

export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode;
}

const [introduction, collect, anonymity, use, sharing, cookies, security, rights, children, updates, contact] =
  PRIVACY_MESSAGES.sections;

const privacyMail = <a href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</a>;

/** The policy's 11 sections in the spec's order and names (spec §2), consistent with spec §6. */
export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    id: 'introduction',
    title: introduction,
    body: (
      <>
        <p>
          B.R.I.E.F.S (“we”, “us”) offers mental-performance and stress coaching: instant AI coaching and video replies
          from qualified human coaches. What you tell us is often personal, so we collect as little as we can, keep it
          private by default, and let you decide what anyone else sees.
        </p>
        <p>
          This policy explains what we collect, why, who can see it, how long we keep it and the choices you have.
          B.R.I.E.F.S is coaching; it is not a clinical or therapy service and not a crisis service.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: collect,
    body: (
      <ul>
        <li>
          <strong>Waitlist:</strong> your email address, nothing else.
        </li>
        <li>
          <strong>Account:</strong> your name, email, an optional phone number and the optional Pre-B.R.I.E.F background
          you write about yourself.
        </li>
        <li>
          <strong>Submissions:</strong> what you type, voice recordings (turned into text) and videos you upload,
          together with the coaching responses we give you and your request history.
        </li>
        <li>
          <strong>Ventometer notes:</strong> short voice notes of up to {LIMITS.ventMaxSeconds} seconds.
        </li>
        <li>
          <strong>Coach applications:</strong> name, email, optional phone, specialties and your CV.
        </li>
        <li>
          <strong>Usage and technical data:</strong> how many tokens you have used this month, plus basic request logs
          (time, browser, IP address) kept for security and troubleshooting.
        </li>
      </ul>
    ),
  },
  {
    id: 'anonymity-of-submissions',
    title: anonymity,
    body: (
      <>
        <p>
          Your B.R.I.E.F.S submissions, text or video, are <strong>anonymous by default and visible only to you</strong>
          . Other users do not see them, and neither do coaches.
        </p>
        <p>
          A coach sees a submission only when you choose to share it with them by using B.R.I.E.F a Coach. That
          submission then goes to the coach with your identity attached (your name, and the contact details and
          background you include) so they can reply to you personally. Coaches never see your other submissions or your
          history.
        </p>
        <p>
          If you choose to share a case with the De-B.R.I.E.F community, it is shown to other members with your name for{' '}
          {LIMITS.communityShareHours} hours and then removed.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: use,
    body: (
      <ul>
        <li>To write your coaching responses and suggest a relevant video.</li>
        <li>To pass the submissions you choose to a coach and deliver their video reply to you.</li>
        <li>To send the emails the service needs: account created, password reset, coach reply ready.</li>
        <li>To keep your monthly token meter and renew it each month.</li>
        <li>
          To keep people safe: if a message suggests someone may be in danger, we show crisis resources instead of a
          coaching response.
        </li>
        <li>To secure the service and fix problems. We do not sell your data or use it for advertising.</li>
      </ul>
    ),
  },
  {
    id: 'sharing-your-information',
    title: sharing,
    body: (
      <ul>
        <li>
          <strong>Coaches</strong> receive only the submissions you choose to send them.
        </li>
        <li>
          <strong>Other members</strong> see only the cases you share to the community, for {LIMITS.communityShareHours}{' '}
          hours.
        </li>
        <li>
          <strong>Service providers</strong> that run the service for us (cloud hosting and storage, email delivery, AI
          and transcription processing) handle data under contract and only to provide B.R.I.E.F.S.
        </li>
        <li>
          <strong>When required by law</strong>, or when it is necessary to protect someone's life or safety.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies-and-tracking',
    title: cookies,
    body: (
      <>
        <p>
          We use no advertising cookies and no third-party trackers. Your browser's local storage keeps you signed in (a
          session token and your account type); signing out removes it.
        </p>
        <p>
          The demo video on our home page is embedded in YouTube's privacy-enhanced mode, which does not set cookies
          unless you play the video.
        </p>
      </>
    ),
  },
  {
    id: 'data-security-and-retention',
    title: security,
    body: (
      <>
        <p>
          Data is encrypted in transit and at rest. Uploaded files are stored privately and opened only through links
          that expire within minutes. Access inside our team is limited to what each role needs.
        </p>
        <ul>
          <li>Ventometer notes are available for {LIMITS.ventPendingHours} hours, then deleted.</li>
          <li>Community shares are removed after {LIMITS.communityShareHours} hours.</li>
          <li>Submissions and history stay until you delete them or close your account.</li>
          <li>Waitlist emails are kept until you join or ask us to remove them.</li>
        </ul>
        <p>No system is perfectly secure; if a breach ever affects your data, we will tell you promptly.</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: rights,
    body: (
      <>
        <p>
          You can see and correct your profile at any time, delete items from your history, and ask us for a copy of
          your data, to correct it, or to delete your account and everything in it. Depending on where you live, you may
          have further rights under laws such as the GDPR or CCPA.
        </p>
        <p>
          Email {privacyMail} to make a request. We reply within {CONTACT.supportResponse}.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: children,
    body: (
      <p>
        B.R.I.E.F.S is only for people {LIMITS.minimumAge} or older. We do not knowingly collect information from anyone
        under {LIMITS.minimumAge}. If you believe someone under {LIMITS.minimumAge} has signed up, contact {privacyMail}{' '}
        and we will delete their information.
      </p>
    ),
  },
  {
    id: 'updates-to-this-policy',
    title: updates,
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use your
        information in a meaningful way, we will tell you by email or in the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: contact,
    body: (
      <>
        <p>
          Privacy questions: {privacyMail}. Anything else:{' '}
          <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>. We reply within{' '}
          {CONTACT.supportResponse}.
        </p>
        <p>
          These inboxes are not watched around the clock. If you are in crisis, call or text{' '}
          <a href={CRISIS_RESOURCES.lifeline.call}>988</a> in the U.S., call your local emergency number, or{' '}
          <a href={CRISIS_RESOURCES.helplineDirectory.url} target="_blank" rel="noreferrer">
            find a helpline in your country
          </a>
          .
        </p>
      </>
    ),
  },
];
