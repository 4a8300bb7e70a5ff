import { VENTOMETER_MESSAGES, type VentSession } from '@briefs/shared';
import { useEffect, useRef } from 'react';
import { useNow } from '../../../lib/use-now';
import { formatHms } from '../lib/vent-time';
import styles from './ventometer.module.css';

const TEXT = VENTOMETER_MESSAGES;

interface PendingViewProps {
  session: VentSession;
  /** A refetch, a dismissal or a tip request is running: the buttons wait. */
  busy: boolean;
  generating: boolean;
  onExpired: () => void;
  onBetter: () => void;
  onStill: () => void;
  onAudioError: () => void;
}

/** The pending note (spec §2): when it was recorded, the player, the live countdown and the two choices. */
export function PendingView({
  session,
  busy,
  generating,
  onExpired,
  onBetter,
  onStill,
  onAudioError,
}: PendingViewProps) {
  const now = useNow(true, 1000);
  const left = new Date(session.expireAt).getTime() - now;
  const expired = left <= 0;
  const askedFor = useRef<string | null>(null);
  const audioRetried = useRef(false);

  // At zero the session is fetched again (once per expiry time), buttons disabled meanwhile (spec §4).
  useEffect(() => {
    if (!expired || askedFor.current === session.expireAt) return;
    askedFor.current = session.expireAt;
    onExpired();
  }, [expired, session.expireAt, onExpired]);

  const recordedAt = new Date(session.createdAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  const disabled = busy || expired || generating;
  return (
    <section className={styles.card} aria-labelledby="pending-heading">
      <h2 id="pending-heading" className={styles.cardTitle}>
        {TEXT.pendingTitle}
      </h2>
      <p className={styles.meta}>{TEXT.recordedAt(recordedAt)}</p>
      {/* biome-ignore lint/a11y/useMediaCaption: a person's own voice note has no captions. */}
      <audio
        controls
        preload="metadata"
        src={session.audioUrl}
        aria-label={TEXT.playerLabel}
        className={styles.player}
        onError={() => {
          // A link that timed out is fetched again once; a second failure is left alone (no loop).
          if (audioRetried.current) return;
          audioRetried.current = true;
          onAudioError();
        }}
      />
      {/* Not a live region: a screen reader would read it out every second. */}
      <p className={styles.expires}>{TEXT.expiresIn(formatHms(left))}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary btn-lg" onClick={onBetter} disabled={disabled}>
          {TEXT.better}
        </button>
        <button type="button" className="btn btn-primary btn-lg" onClick={onStill} disabled={disabled}>
          {TEXT.still}
        </button>
      </div>
      <p className={styles.status} role="status">
        {generating ? TEXT.generating : busy || expired ? TEXT.checking : ''}
      </p>
    </section>
  );
}
