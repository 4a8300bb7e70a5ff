import { PageWrapper } from '../../../components/page-wrapper';
import { AccountHeader } from '../../account';
import styles from './coach-dashboard-page.module.css';

/** Placeholder for /coach (login required) with the signed-in header; the real dashboard comes later. */
export default function CoachDashboardPage() {
  return (
    <PageWrapper>
      <AccountHeader />
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <h1>B.R.I.E.F.S Requests</h1>
          <p>Requests from people you coach appear here.</p>
        </div>
      </main>
    </PageWrapper>
  );
}
