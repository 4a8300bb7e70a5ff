import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /app (login required). */
export default function DashboardPage() {
  return <PlaceholderPage title="Your Dashboard" description="This is where you'll get your B.R.I.E.F.S coaching." />;
}
