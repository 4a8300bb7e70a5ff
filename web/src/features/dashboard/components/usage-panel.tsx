import { DASHBOARD_MESSAGES, dashboardText, TIMINGS_MS, type UsageRecord } from '@briefs/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import styles from './usage-panel.module.css';

const TEXT = DASHBOARD_MESSAGES.usage;

interface UsageBarProps {
  label: string;
  used: number;
  limit: number;
  renewAt: string;
  now: number;
}

function UsageBar({ label, used, limit, renewAt, now }: UsageBarProps) {
  const full = used >= limit;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div className={styles.pool}>
      <div className={styles.poolHead}>
        <span className={styles.poolName}>{label}</span>
        <span className={styles.poolCount}>{dashboardText.used(used, limit)}</span>
      </div>
      <div
        className={full ? `${styles.track} ${styles.full}` : styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={dashboardText.usedLabel(label, used, limit)}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.resets}>{dashboardText.resetsIn(renewAt, now)}</p>
    </div>
  );
}

interface UsagePanelProps {
  usage: UsageRecord | undefined;
  /** True while results are shown: the panel folds away so the coaching is what they see (spec §2). */
  collapse: boolean;
}

/**
 * Monthly Usage (spec §2): starts collapsed, opens once the numbers load and folds again 3 seconds
 * later, unless the person has used the toggle themselves. The summary stays visible when folded.
 */
export function UsagePanel({ usage, collapse }: UsagePanelProps) {
  const [open, setOpen] = useState(false);
  const touched = useRef(false);
  const loaded = usage !== undefined;
  const regionId = useId();
  const now = useNow(open);

  useEffect(() => {
    if (!loaded || touched.current) return;
    setOpen(true);
    const timer = window.setTimeout(() => setOpen(false), TIMINGS_MS.usagePanelAutoCollapse);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  useEffect(() => {
    if (collapse) setOpen(false);
  }, [collapse]);

  function toggle() {
    touched.current = true;
    setOpen((value) => !value);
  }

  return (
    <section className={styles.panel} aria-label={TEXT.title}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={regionId} onClick={toggle}>
        <span className={styles.title}>{TEXT.title}</span>
        <span className={styles.summary}>
          {usage ? (
            <>
              <span>
                {TEXT.brief} {dashboardText.used(usage.brief, usage.briefTokensLimit)}
              </span>
              <span>
                {TEXT.coach} {dashboardText.used(usage.coach, usage.coachTokensLimit)}
              </span>
            </>
          ) : (
            <span>{TEXT.loading}</span>
          )}
        </span>
        <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <div id={regionId} className={styles.body} hidden={!open}>
        {usage ? (
          <>
            <UsageBar
              label={TEXT.brief}
              used={usage.brief}
              limit={usage.briefTokensLimit}
              renewAt={usage.briefTokensRenewAt}
              now={now}
            />
            <UsageBar
              label={TEXT.coach}
              used={usage.coach}
              limit={usage.coachTokensLimit}
              renewAt={usage.coachTokensRenewAt}
              now={now}
            />
          </>
        ) : (
          <p className={styles.resets}>{TEXT.loading}</p>
        )}
      </div>
    </section>
  );
}
