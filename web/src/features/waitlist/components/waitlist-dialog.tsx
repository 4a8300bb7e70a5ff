import { lazy, Suspense } from 'react';

const loadContent = () => import('./waitlist-dialog-content');
const WaitlistDialogContent = lazy(loadContent);

/** Fetch the dialog's code ahead of time (when the page is idle) so opening it feels instant. */
export function preloadWaitlistDialog(): void {
  void loadContent();
}

interface WaitlistDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The waitlist modal (spec §2, §4). Renders nothing when closed; closing discards its state. */
export function WaitlistDialog({ open, onClose }: WaitlistDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WaitlistDialogContent onClose={onClose} />
    </Suspense>
  );
}
