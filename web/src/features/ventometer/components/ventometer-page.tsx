import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder for /ventometer (login required). */
export default function VentometerPage() {
  return (
    <PlaceholderPage title="Ventometer" description="Record a quick voice note to get it off your chest." insideShell />
  );
}
