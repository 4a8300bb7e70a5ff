import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /community (login required). */
export default function CommunityPage() {
  return <PlaceholderPage title="De-B.R.I.E.F Community" description="Cases members chose to share, for 24 hours." />;
}
