import { COMMUNITY_MESSAGES } from '@briefs/shared';
import styles from './community.module.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Prev/Next and numbered page buttons (spec §2); the current page is marked for screen readers. */
export function CommunityPager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={COMMUNITY_MESSAGES.pagesLabel}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {COMMUNITY_MESSAGES.prev}
      </button>
      <ol className={styles.numbers}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? `${styles.number} ${styles.current}` : styles.number}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={page === pages}
        onClick={() => onPage(page + 1)}
      >
        {COMMUNITY_MESSAGES.next}
      </button>
    </nav>
  );
}
