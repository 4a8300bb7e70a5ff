import { COMMUNITY_MESSAGES, LIMITS, PAGES } from '@briefs/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FlashMessage, useFlashMessage } from '../../../components/flash-message';
import { useCommunityQuery } from '../api/list-cases';
import { useReportCaseMutation } from '../api/report-case';
import styles from './community.module.css';
import { CommunityCard } from './community-card';
import { CommunityPager } from './community-pager';

const TEXT = COMMUNITY_MESSAGES;
const PAGE_SIZE = LIMITS.communityPageSize;

/** /community (spec §2): cases shared in the last 24 hours, 5 a page. */
export default function CommunityPage() {
  const feed = useCommunityQuery();
  const report = useReportCaseMutation();
  const flash = useFlashMessage();
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLHeadingElement>(null);
  const items = feed.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  function goTo(next: number) {
    setPage(next);
    listTop.current?.focus();
    listTop.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <main id="main" className={styles.main}>
      <title>{`${TEXT.title} · B.R.I.E.F.S`}</title>
      <Link to={PAGES.app} className={styles.back}>
        {TEXT.back}
      </Link>
      <h1 ref={listTop} tabIndex={-1} className={styles.title}>
        {TEXT.title}
      </h1>
      <p className={styles.intro}>{TEXT.intro}</p>
      {feed.isPending ? (
        <p className={styles.state} role="status">
          {TEXT.loading}
        </p>
      ) : null}
      {feed.isSuccess && items.length === 0 ? <p className={styles.state}>{TEXT.empty}</p> : null}
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((item) => (
            <CommunityCard
              key={item._id}
              item={item}
              reporting={report.isPending && report.variables === item._id}
              onReport={() => report.mutate(item._id, { onSuccess: () => flash.show(TEXT.reported) })}
            />
          ))}
        </ul>
      ) : null}
      <CommunityPager page={current} pages={pages} onPage={goTo} />
      <FlashMessage message={flash.message} />
    </main>
  );
}
