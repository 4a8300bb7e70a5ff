import { VENTOMETER_MESSAGES } from '@briefs/shared';
import styles from './ventometer.module.css';

const TEXT = VENTOMETER_MESSAGES;

/** 'How Ventometer Works' (spec §2): one minute, 24 hours, and what a tip costs (see the Ventometer decision in docs/decisions). */
export function HowItWorks() {
  return (
    <details className={styles.how}>
      <summary className={styles.howSummary}>{TEXT.howTitle}</summary>
      <ol className={styles.howList}>
        {TEXT.howSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.note}>{TEXT.tokenNote}</p>
    </details>
  );
}
