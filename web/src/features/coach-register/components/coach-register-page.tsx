import { PAGES } from '@briefs/shared';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /coach-register. */
export default function CoachRegisterPage() {
  return (
    <PlaceholderPage
      title="Coach Registration"
      description="Coach applications open here soon: your details, your specialties and your CV."
    >
      <Link to={PAGES.home} className="btn btn-secondary">
        Back to home
      </Link>
    </PlaceholderPage>
  );
}
