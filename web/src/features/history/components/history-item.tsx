import { HISTORY_MESSAGES, type HistoryItem } from '@briefs/shared';
import { useId, useState } from 'react';
import { ShareCaseForm } from '../../../components/share-case-form';
import { TipSections } from '../../../components/tip-sections';
import { useDeleteRequestMutation } from '../api/delete-request';
import { CoachReply } from './coach-reply';
import styles from './history.module.css';

const TEXT = HISTORY_MESSAGES;

export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

interface HistoryItemViewProps {
  item: HistoryItem;
  onDeleted: () => void;
  onShared: () => void;
}

/** One past request: when, the words, Open (its tip), Share (once) and Delete. */
export function HistoryItemView({ item, onDeleted, onShared }: HistoryItemViewProps) {
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const remove = useDeleteRequestMutation();
  const ids = { title: useId(), body: useId() };

  return (
    <li className={styles.item}>
      <article aria-labelledby={ids.title}>
        <h3 id={ids.title} className={styles.when}>
          {formatWhen(item.createdAt)}
        </h3>
        <p className={open ? styles.words : `${styles.words} ${styles.clamped}`}>{item.transcript}</p>
        <CoachReply requestId={item._id} coach={item.coach} />
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={open}
            aria-controls={ids.body}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? TEXT.hide : TEXT.open}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={item.shared || sharing}
            onClick={() => setSharing(true)}
          >
            {item.shared ? TEXT.shared : TEXT.share}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(item._id, { onSuccess: onDeleted })}
          >
            {remove.isPending ? TEXT.deleting : TEXT.delete}
          </button>
        </div>
        <div id={ids.body} hidden={!open} className={styles.body}>
          {open ? <TipSections tip={item.tip} headingLevel={4} /> : null}
        </div>
        {sharing ? (
          <div className={styles.share}>
            <ShareCaseForm
              headingLevel={3}
              input={{ requestId: item._id, transcript: item.transcript, tip: item.tip }}
              onCancel={() => setSharing(false)}
              onShared={() => {
                setSharing(false);
                onShared();
              }}
            />
          </div>
        ) : null}
      </article>
    </li>
  );
}
