import { COACH_DASHBOARD_MESSAGES as M, PAGES } from '@briefs/shared';
import { Navigate } from 'react-router-dom';
import { PageWrapper } from '../../../components/page-wrapper';
import { AccountBar } from '../../../components/signed-in-header';
import { useMeQuery } from '../../../lib/api/me';
import { useProfileDialog } from '../hooks/use-profile-dialog';
import { useSignOutOnUnauthenticated } from '../hooks/use-sign-out-on-401';
import styles from './coach.module.css';
import { EditProfileDialog } from './edit-profile-dialog';
import { RequestList } from './request-list';

/**
 * /coach (spec §2 Coach dashboard): the coach's requests, Edit Profile and Logout. A member whose
 * role is user goes to /app; the server refuses their token on every coach call anyway.
 */
export default function CoachDashboardPage() {
  const me = useMeQuery();
  const profile = useProfileDialog(me.data?.mustChangePassword);
  useSignOutOnUnauthenticated(me.error);

  if (me.data && me.data.role !== 'coach') return <Navigate to={PAGES.app} replace />;
  return (
    <PageWrapper>
      <title>{M.title}</title>
      <AccountBar
        action={
          <button type="button" className="btn btn-secondary" onClick={profile.show} disabled={!me.data}>
            {M.editProfile}
          </button>
        }
      />
      <main id="main" className={styles.main}>
        <h1 className={styles.title}>{M.title}</h1>
        {me.data && me.data.role !== 'coach' ? null : <RequestList />}
      </main>
      {profile.open && me.data ? (
        <EditProfileDialog
          me={me.data}
          initialTab={profile.tab}
          temporary={profile.temporary}
          onClose={profile.close}
        />
      ) : null}
    </PageWrapper>
  );
}
