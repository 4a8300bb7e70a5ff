import { ADMIN_MESSAGES, adminText } from '@briefs/shared';
import { TextField } from '../../../components/text-field';
import styles from './list-controls.module.css';

/** The search box above an admin list; the server does the searching. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className={styles.search}>
      <TextField label={label} type="search" value={value} autoComplete="off" spellCheck={false} onChange={onChange} />
    </div>
  );
}

interface PagerProps {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Previous / Page N / Next under a list; hidden when everything fits on one page. The pager sits at
 * the list's foot, so turning the page goes back to the top, where the new page begins.
 */
export function Pager({ page, hasNext, busy, onPrevious, onNext }: PagerProps) {
  if (page === 1 && !hasNext) return null;
  const turn = (go: () => void) => () => {
    go();
    window.scrollTo({ top: 0 });
  };
  return (
    <nav className={styles.pager} aria-label={ADMIN_MESSAGES.pages}>
      <button type="button" className="btn btn-secondary" disabled={page === 1 || busy} onClick={turn(onPrevious)}>
        {ADMIN_MESSAGES.previousPage}
      </button>
      <span className={styles.page} aria-live="polite">
        {adminText.pageNumber(page)}
      </span>
      <button type="button" className="btn btn-secondary" disabled={!hasNext || busy} onClick={turn(onNext)}>
        {ADMIN_MESSAGES.nextPage}
      </button>
    </nav>
  );
}
