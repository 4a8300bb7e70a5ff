import { LANDING_MESSAGES } from '@briefs/shared';
import { SafetyNote } from '../../../components/safety-note';
import styles from './closing-cta.module.css';

/** The last nudge to join; the page only renders it for logged-out visitors (spec §2). */
export function ClosingCta({ onJoinWaitlist }: { onJoinWaitlist: () => void }) {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={styles.card}>
        <h2 id="cta-title" className={styles.title}>
          Be ready before the pressure hits
        </h2>
        <p className={styles.lead}>
          We're opening B.R.I.E.F.S to a small group first. Join the waitlist and we'll email you when your spot is
          ready — it's free, and it takes ten seconds.
        </p>
        <button type="button" className={`btn btn-lg ${styles.button}`} onClick={onJoinWaitlist}>
          {LANDING_MESSAGES.joinWaitlist}
        </button>
        <SafetyNote className={styles.safety} />
      </div>
    </section>
  );
}
