import { LANDING_MESSAGES, OPEN_WAITLIST_STATE, PAGES } from '@briefs/shared';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /login until the sign-in form lands. The Join Waitlist link is the spec's (§2 Login). */
export default function LoginPage() {
  return (
    <PlaceholderPage title="Welcome Back" description="Sign-in opens for members when B.R.I.E.F.S launches.">
      <Link to={PAGES.home} state={OPEN_WAITLIST_STATE} className="btn btn-primary">
        {LANDING_MESSAGES.joinWaitlist}
      </Link>
      <Link to={PAGES.home} className="btn btn-secondary">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
