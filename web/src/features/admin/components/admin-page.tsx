import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /admin (admin token required). */
export default function AdminPage() {
  return (
    <PlaceholderPage
      title="Admin"
      description="Users, coaches, the waitlist and the Weekly B.R.I.E.F will be managed here."
    />
  );
}
