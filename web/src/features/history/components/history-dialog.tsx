import { HISTORY_MESSAGES, SHARE_MESSAGES } from '@briefs/shared';
import { useId } from 'react';
import { FlashMessage, useFlashMessage } from '../../../components/flash-message';
import { Modal } from '../../../components/modal';
import { useHistoryQuery } from '../api/list-requests';
import styles from './history.module.css';
import { HistoryItemView } from './history-item';

const TEXT = HISTORY_MESSAGES;

/** B.R.I.E.F.S History (spec §2, §4): newest first, paged, each opening its tip; delete and share. */
export function HistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const history = useHistoryQuery(open);
  const flash = useFlashMessage();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} size="wide">
      <h2 id={titleId} className={styles.title}>
        {TEXT.title}
      </h2>
      <p className={styles.intro}>{TEXT.intro}</p>
      <FlashMessage message={flash.message} inline />
      {history.isPending ? <p className={styles.state}>{TEXT.loading}</p> : null}
      {history.isSuccess && items.length === 0 ? <p className={styles.state}>{TEXT.empty}</p> : null}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <HistoryItemView
              key={item._id}
              item={item}
              onDeleted={() => flash.show(TEXT.deletedPopup)}
              onShared={() => flash.show(SHARE_MESSAGES.popup)}
            />
          ))}
        </ul>
      ) : null}
      {history.hasNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? TEXT.loadingMore : TEXT.more}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
