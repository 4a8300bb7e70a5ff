import { ADMIN_MESSAGES, type WaitlistEntryView } from '@briefs/shared';
import { useState } from 'react';
import { useWaitlistPage } from '../api/list-waitlist';
import { usePagedSearch } from '../hooks/use-paged-search';
import { useQueryErrorToast } from '../hooks/use-query-error-toast';
import { EmailText } from './email-text';
import { Pager, SearchField } from './list-controls';
import { Empty, Loading } from './tab-status';
import styles from './waitlist.module.css';
import { WaitlistActionsMenu } from './waitlist-actions-menu';
import { type WaitlistAction, WaitlistConfirmDialog } from './waitlist-confirm-dialog';

const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
};

/**
 * Waitlist tab (spec §2, §4): pick entries, then create accounts for them or remove them. One page
 * at a time, searchable by email; Select All selects the entries on screen.
 */
export function WaitlistTab() {
  const list = usePagedSearch();
  const waitlist = useWaitlistPage({ search: list.search, cursor: list.cursor });
  useQueryErrorToast(waitlist.error, ADMIN_MESSAGES.fallbacks.loadWaitlist);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // The dialog keeps the entries chosen when it opened, even while the list refreshes behind it.
  const [confirming, setConfirming] = useState<{ action: WaitlistAction; entries: WaitlistEntryView[] } | null>(null);

  const entries = waitlist.data?.items ?? [];
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
      <SearchField label={ADMIN_MESSAGES.searchWaitlist} value={list.input} onChange={list.setInput} />
      {waitlist.isPending ? <Loading /> : null}
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
      {waitlist.data && entries.length === 0 ? (
        <Empty text={list.search ? ADMIN_MESSAGES.noMatches : ADMIN_MESSAGES.waitlistEmpty} />
      ) : null}
      {entries.length > 0 ? (
        <ul className={styles.list} aria-busy={waitlist.isPlaceholderData}>
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
      <Pager
        page={list.page}
        hasNext={Boolean(waitlist.data?.nextCursor)}
        busy={waitlist.isPlaceholderData}
        onPrevious={list.previous}
        onNext={() => waitlist.data?.nextCursor && list.next(waitlist.data.nextCursor)}
      />
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
