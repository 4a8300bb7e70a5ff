import { LANDING_MESSAGES } from '@briefs/shared';
import { AppLink } from '../../../components/app-link';
import { Icon } from '../../../components/icon';
import { SafetyNote } from '../../../components/safety-note';
import { dashboardPathFor, type SessionSnapshot } from '../../../lib/session';
import { scrollToSection } from '../scroll-to-section';
import styles from './hero.module.css';

interface HeroProps {
  session: SessionSnapshot;
  onJoinWaitlist: () => void;
}

export function Hero({ session, onJoinWaitlist }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Mental performance &amp; stress coaching</p>
          <h1 id="hero-title" className={styles.title}>
            Calm, clear coaching for the moments that matter
          </h1>
          <p className={styles.lead}>
            Tell us what's weighing on you — in words, by voice or on video — and get a short, practical plan in
            seconds. Want a human in your corner? A qualified coach replies by video within 24 hours.
          </p>
          <p className={styles.expansion}>
            <strong>B.R.I.E.F.S</strong> = {LANDING_MESSAGES.briefsExpansion}.
          </p>
          <div className={styles.actions}>
            {session.loggedIn ? (
              <AppLink to={dashboardPathFor(session.role)} className="btn btn-primary btn-lg">
                {LANDING_MESSAGES.goToDashboard}
              </AppLink>
            ) : (
              <button type="button" className="btn btn-primary btn-lg" onClick={onJoinWaitlist}>
                {LANDING_MESSAGES.joinWaitlist}
              </button>
            )}
            <button type="button" className="btn btn-secondary btn-lg" onClick={() => scrollToSection('demo')}>
              <Icon name="play" size={18} />
              {LANDING_MESSAGES.watchDemo}
            </button>
          </div>
          <SafetyNote className={styles.safety} />
        </div>
        <SampleBrief />
      </div>
    </section>
  );
}

/** A worked example so visitors see what they will get before they sign up. */
function SampleBrief() {
  return (
    <figure className={styles.sample}>
      <figcaption className={styles.sampleLabel}>What a B.R.I.E.F looks like</figcaption>
      <blockquote className={styles.situation}>
        “Big presentation tomorrow and my mind won't stop racing. I keep replaying everything that could go wrong.”
      </blockquote>
      <div className={styles.sampleCard}>
        <p className={styles.sampleHeading}>Your B.R.I.E.F.</p>
        <p>
          A racing mind the night before is your brain rehearsing, not failing. The goal isn't to feel nothing — it's to
          point that energy at what you can control.
        </p>
      </div>
      <div className={`${styles.sampleCard} ${styles.fas}`}>
        <p className={styles.sampleHeading}>F.A.S (Functional Actionable Skill)</p>
        <ol>
          <li>Two short breaths in through the nose, one long breath out.</li>
          <li>Repeat three times before you walk in.</li>
          <li>Say your first line out loud once.</li>
        </ol>
      </div>
    </figure>
  );
}
