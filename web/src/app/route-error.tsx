import { GENERIC_MESSAGES, PAGES } from '@briefs/shared';
import { useRouteError } from 'react-router-dom';
import { PageWrapper } from '../components/page-wrapper';
import { reloadOnceForChunkError } from '../lib/chunk-reload';
import styles from './route-error.module.css';
import { RouteFallback } from './route-fallback';

const M = GENERIC_MESSAGES.pageFailed;

/** The router's error page: a page chunk gone after a deploy reloads once; anything else says so. */
export function RouteError() {
  const error = useRouteError();
  const reloading = reloadOnceForChunkError(error, {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: Date.now(),
    path: window.location.pathname,
  });
  if (reloading) return <RouteFallback />;
  return (
    <PageWrapper>
      <main className={styles.wrap}>
        <h1 className={styles.title}>{M.title}</h1>
        <p>{M.text}</p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {M.reload}
          </button>
          <a className="btn btn-secondary" href={PAGES.home}>
            {M.home}
          </a>
        </div>
      </main>
    </PageWrapper>
  );
}
