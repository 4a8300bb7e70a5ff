import { ADMIN_MESSAGES, type AdminTab, PAGES } from '@briefs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageWrapper } from '../../../components/page-wrapper';
import { ToastProvider } from '../../../components/toast-provider';
import { clearAdminSession, getAdminToken } from '../../../lib/session';
import { readAdminIdentity } from '../admin-identity';
import { setAdminUnauthorizedHandler } from '../api/admin-fetch';
import { startOpeningPageRequest } from '../api/opening-page';
import { useAdminTab } from '../hooks/use-admin-tab';
import { AdminNav } from './admin-nav';
import styles from './admin-page.module.css';
import { CoachesTab } from './coaches-tab';
import { UsersTab } from './users-tab';
import { WaitlistTab } from './waitlist-tab';
import { WeeklyTab } from './weekly-tab';

const TAB_CONTENT: Record<AdminTab, () => ReactNode> = {
  users: UsersTab,
  coaches: CoachesTab,
  waitlist: WaitlistTab,
  weekly: WeeklyTab,
};

// This chunk runs as the admin page is opened, before React renders it: ask for the opening tab's
// list now rather than after the first render.
startOpeningPageRequest(window.location, PAGES.admin);

/** /admin (spec §2 Admin panel). Guarded by the router on the presence of the admin token. */
export default function AdminPage() {
  return (
    <ToastProvider>
      <AdminPanel />
    </ToastProvider>
  );
}

function AdminPanel() {
  const [tab, selectTab] = useAdminTab();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const identity = useMemo(() => readAdminIdentity(getAdminToken()), []);

  // Spec §4: a 401 on any admin call (the token is already cleared) sends the admin to /.
  useEffect(
    () =>
      setAdminUnauthorizedHandler(() => {
        queryClient.removeQueries({ queryKey: ['admin'] });
        navigate(PAGES.home, { replace: true });
      }),
    [navigate, queryClient],
  );

  function logout() {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate(PAGES.adminLogin, { replace: true });
  }

  const Content = TAB_CONTENT[tab];
  return (
    <PageWrapper>
      <title>{`${ADMIN_MESSAGES.headings[tab]} · B.R.I.E.F.S`}</title>
      <div className={styles.layout}>
        <AdminNav tab={tab} onSelect={selectTab} identity={identity} onLogout={logout} />
        <main id="main" className={styles.main}>
          <h1 className={styles.heading}>{ADMIN_MESSAGES.headings[tab]}</h1>
          <Content />
        </main>
      </div>
    </PageWrapper>
  );
}
