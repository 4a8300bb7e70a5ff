import { PlaceholderPage } from '../../../components/placeholder-page';
import { AccountHeader } from '../../account';

/** Placeholder for /coach (login required) with the signed-in header; the real dashboard comes later. */
export default function CoachDashboardPage() {
  return (
    <PlaceholderPage
      header={<AccountHeader />}
      title="B.R.I.E.F.S Requests"
      description="Requests from people you coach appear here."
    />
  );
}
