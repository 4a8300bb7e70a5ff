import { useCallback, useEffect, useState } from 'react';
import { PageWrapper } from '../../components/page-wrapper';
import {
  BecomeCoachSection,
  BriefExplainer,
  ClosingCta,
  DemoSection,
  FaqSection,
  FeaturesSection,
  Hero,
  ModesSection,
  SiteFooter,
  TestimonialsSection,
  TopNav,
  useOpenWaitlistFlag,
} from '../../features/landing';
import { preloadWaitlistDialog, WaitlistDialog } from '../../features/waitlist';
import { useSession } from '../../lib/session';
import styles from './landing-page.module.css';

/** `/` (spec §2): the landing sections plus the waitlist dialog they all open. */
export default function LandingPage() {
  const session = useSession();
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const openWaitlist = useCallback(() => setWaitlistOpen(true), []);
  const closeWaitlist = useCallback(() => setWaitlistOpen(false), []);
  useOpenWaitlistFlag(openWaitlist);
  useEffect(() => whenIdle(preloadWaitlistDialog), []);

  return (
    <PageWrapper>
      <title>B.R.I.E.F.S · Mental-performance and stress coaching</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav session={session} onJoinWaitlist={openWaitlist} />
      <main id="main" className={styles.main}>
        <Hero session={session} onJoinWaitlist={openWaitlist} />
        <ModesSection />
        <BriefExplainer />
        <DemoSection />
        <FeaturesSection />
        <BecomeCoachSection />
        <TestimonialsSection />
        {session.loggedIn ? null : <ClosingCta onJoinWaitlist={openWaitlist} />}
        <FaqSection />
      </main>
      <SiteFooter />
      <WaitlistDialog open={waitlistOpen} onClose={closeWaitlist} />
    </PageWrapper>
  );
}

/** Run once the browser has nothing better to do, so the first paint never waits for it. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1500);
  return () => clearTimeout(timer);
}
