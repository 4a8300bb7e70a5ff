import { PageWrapper } from '../components/page-wrapper';
import styles from './route-fallback.module.css';

/** Shown for the moment a page's code is loading. */
export function RouteFallback() {
  return (
    <PageWrapper>
      <div className={styles.wrap} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </div>
    </PageWrapper>
  );
}
