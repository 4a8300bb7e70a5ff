import { PageWrapper } from '../../../components/page-wrapper';
import { AccountHeader } from '../../account';
import styles from './dashboard-page.module.css';

/** Placeholder for /app (login required) with the signed-in header; the real dashboard comes later. */
export default function DashboardPage() {
  return (
    <PageWrapper>
      <AccountHeader />
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <h1>Your Dashboard</h1>
          <p>This is where you'll get your B.R.I.E.F.S coaching.</p>
        </div>
      </main>
    </PageWrapper>
  );
}
