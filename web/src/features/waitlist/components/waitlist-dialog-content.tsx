import { PAGES, TIMINGS_MS, WAITLIST_MESSAGES } from '@briefs/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Modal } from '../../../components/modal';
import { SafetyNote } from '../../../components/safety-note';
import { queryClient } from '../../../lib/query-client';
import { useWaitlistForm } from '../hooks/use-waitlist-form';
import styles from './waitlist-dialog.module.css';
import { WaitlistOutcomeView } from './waitlist-outcome';

/**
 * The dialog itself; its own chunk, because the email check brings Zod along, and TanStack Query
 * too: the landing page around it runs no query, so the client provider comes with the dialog.
 */
export default function WaitlistDialogContent({ onClose }: { onClose: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <WaitlistDialogBody onClose={onClose} />
    </QueryClientProvider>
  );
}

function WaitlistDialogBody({ onClose }: { onClose: () => void }) {
  const form = useWaitlistForm();
  const titleId = useId();
  const emailId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Spec §4: "You're In!" stays for 2 s, then the form resets and the dialog closes.
  useEffect(() => {
    if (form.outcome !== 'created') return;
    const timer = window.setTimeout(onClose, TIMINGS_MS.waitlistSuccessAutoClose);
    return () => window.clearTimeout(timer);
  }, [form.outcome, onClose]);

  // After Try Again the form comes back; put the cursor where the person left off.
  const { outcome } = form;
  useEffect(() => {
    if (outcome === 'idle' && document.activeElement === document.body) inputRef.current?.focus();
  }, [outcome]);

  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      {form.outcome === 'idle' ? (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            Join the waitlist
          </h2>
          <p className={styles.intro}>
            B.R.I.E.F.S is opening soon. Leave your email and we'll tell you the moment your spot is ready — no spam,
            just the launch.
          </p>
          <form className={styles.form} onSubmit={form.submit} noValidate>
            <label htmlFor={emailId} className="form-label">
              Email address
            </label>
            <input
              ref={inputRef}
              id={emailId}
              className="form-input"
              type="email"
              name="email"
              placeholder="you@example.com"
              autoComplete="email"
              inputMode="email"
              value={form.email}
              onChange={(event) => form.changeEmail(event.target.value)}
              disabled={form.submitting}
              aria-invalid={form.fieldError ? true : undefined}
              aria-describedby={form.fieldError ? errorId : undefined}
            />
            {form.fieldError ? (
              <p id={errorId} className="form-hint" role="alert">
                {form.fieldError}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={form.submitting}>
              {form.submitting ? WAITLIST_MESSAGES.submitting : WAITLIST_MESSAGES.submit}
            </button>
          </form>
          <SafetyNote className={styles.safety} />
        </div>
      ) : (
        <WaitlistOutcomeView
          outcome={form.outcome}
          titleId={titleId}
          loginHref={PAGES.login}
          onRetry={form.retry}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
