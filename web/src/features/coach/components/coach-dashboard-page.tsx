import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /coach (login required). */
export default function CoachDashboardPage() {
  return <PlaceholderPage title="B.R.I.E.F.S Requests" description="Requests from people you coach appear here." />;
}
