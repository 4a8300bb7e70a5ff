import { COMMUNITY_MESSAGES, type CommunityCase } from '@briefs/shared';
import { useId } from 'react';
import { Avatar } from '../../../components/avatar';
import { TipSections } from '../../../components/tip-sections';
import styles from './community.module.css';

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

interface CommunityCardProps {
  item: CommunityCase;
  onReport: () => void;
  reporting: boolean;
}

/** One shared case: author initials and name, time, 'My Case' and 'Tip' (spec §2). Text only, never HTML. */
export function CommunityCard({ item, onReport, reporting }: CommunityCardProps) {
  const titleId = useId();
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId}>
        <header className={styles.cardHead}>
          <Avatar name={item.user.name} size="sm" />
          <div className={styles.who}>
            <h2 id={titleId} className={styles.name}>
              {item.user.name}
            </h2>
            <p className={styles.time}>
              <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
            </p>
          </div>
          {item.mine ? (
            <span className={styles.mine}>{COMMUNITY_MESSAGES.yours}</span>
          ) : (
            <button
              type="button"
              className={`btn btn-ghost btn-sm ${styles.report}`}
              aria-label={COMMUNITY_MESSAGES.reportLabel(item.user.name)}
              disabled={reporting}
              onClick={onReport}
            >
              {COMMUNITY_MESSAGES.report}
            </button>
          )}
        </header>
        <h3 className={styles.section}>{COMMUNITY_MESSAGES.myCase}</h3>
        <p className={styles.words}>{item.transcript}</p>
        {/* The tip is long; folded, five cases fit on a phone screen or two. */}
        <details className={styles.tip}>
          <summary className={styles.section}>{COMMUNITY_MESSAGES.tip}</summary>
          <TipSections tip={item.tip} headingLevel={4} />
        </details>
      </article>
    </li>
  );
}
