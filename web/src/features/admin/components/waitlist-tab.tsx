import { ADMIN_MESSAGES, type WaitlistEntryView } from '@briefs/shared';
import { useState } from 'react';
import { useWaitlistQuery } from '../api/list-waitlist';
import { useQueryErrorToast } from '../hooks/use-query-error-toast';
import { EmailText } from './email-text';
import { Empty, Loading } from './tab-status';
import styles from './waitlist.module.css';
import { WaitlistActionsMenu } from './waitlist-actions-menu';
import { type WaitlistAction, WaitlistConfirmDialog } from './waitlist-confirm-dialog';

const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
};

/** Waitlist tab (spec §2, §4): pick entries, then create accounts for them or remove them. */
export function WaitlistTab() {
  const waitlist = useWaitlistQuery();
  useQueryErrorToast(waitlist.error, ADMIN_MESSAGES.fallbacks.loadWaitlist);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // The dialog keeps the entries chosen when it opened, even while the list refreshes behind it.
  const [confirming, setConfirming] = useState<{ action: WaitlistAction; entries: WaitlistEntryView[] } | null>(null);

  if (waitlist.isPending) return <Loading />;
  const entries = waitlist.data ?? [];
  // Entries that left the list (converted or removed) drop out of the selection too.
  const selected = entries.filter((entry) => picked.has(entry._id));
  const allSelected = entries.length > 0 && selected.length === entries.length;

  function toggle(id: string) {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={entries.length === 0}
          onClick={() => setPicked(allSelected ? new Set() : new Set(entries.map((entry) => entry._id)))}
        >
          {allSelected ? ADMIN_MESSAGES.deselectAll : ADMIN_MESSAGES.selectAll}
        </button>
        <WaitlistActionsMenu
          count={selected.length}
          onChoose={(action) => setConfirming({ action, entries: selected })}
        />
      </div>
      {waitlist.data && entries.length === 0 ? <Empty text={ADMIN_MESSAGES.waitlistEmpty} /> : null}
      {entries.length > 0 ? (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry._id} className={styles.entry}>
              <label className={styles.row}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={picked.has(entry._id)}
                  onChange={() => toggle(entry._id)}
                />
                <span className={styles.email}>
                  <EmailText email={entry.email} />
                </span>
                <time className={styles.time} dateTime={entry.createdAt}>
                  {formatTime(entry.createdAt)}
                </time>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <WaitlistConfirmDialog
        action={confirming?.action ?? null}
        entries={confirming?.entries ?? []}
        onClose={() => setConfirming(null)}
        onDone={() => {
          setConfirming(null);
          setPicked(new Set());
        }}
      />
    </>
  );
}
