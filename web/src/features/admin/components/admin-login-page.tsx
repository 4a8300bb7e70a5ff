import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /admin-login. */
export default function AdminLoginPage() {
  return <PlaceholderPage title="Admin Login" description="The administrator sign-in form will appear here." />;
}
