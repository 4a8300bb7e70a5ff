/**
 * The waitlist feature's public surface. Only the dialog shell: its content, the API call and the Zod
 * schema load lazily with the dialog, so re-exporting them here would pull them into the landing page.
 */
export { preloadWaitlistDialog, WaitlistDialog } from './components/waitlist-dialog';
