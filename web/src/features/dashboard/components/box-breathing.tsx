import { DASHBOARD_MESSAGES, TIMINGS_MS } from '@briefs/shared';
import { useEffect, useState } from 'react';
import styles from './exercises.module.css';

const TEXT = DASHBOARD_MESSAGES.breathing;
const PHASE_SECONDS = TIMINGS_MS.boxBreathingPhase / 1000;
const PHASE_CLASS = [styles.inhale, styles.hold, styles.exhale];

/**
 * Box Breathing (spec §2, §9): Inhale, Hold, Exhale, 4 seconds each, cycling. The circle grows and
 * shrinks; with reduced motion it stays still and only the words and the count change.
 */
export function BoxBreathing() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setElapsed((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const phase = Math.floor(elapsed / PHASE_SECONDS) % TEXT.phases.length;
  const count = PHASE_SECONDS - (elapsed % PHASE_SECONDS);

  return (
    <div className={styles.breathing}>
      <p className={styles.intro}>{TEXT.intro}</p>
      <div className={styles.circleBox} aria-hidden="true">
        <span className={`${styles.circle} ${PHASE_CLASS[phase] ?? ''}`} />
      </div>
      <p className={styles.phase}>
        <span>{TEXT.phases[phase]}</span> <span className={styles.count}>{count}</span>
      </p>
    </div>
  );
}
