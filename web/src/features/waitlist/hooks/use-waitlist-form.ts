import { joinWaitlistBody, WAITLIST_MESSAGES, type WaitlistStatus } from '@briefs/shared';
import { type FormEvent, useState } from 'react';
import { useJoinWaitlist } from '../api/join-waitlist';

/** idle shows the form; the others are the spec §4 outcomes. */
export type WaitlistOutcome = 'idle' | WaitlistStatus | 'error';

/** The waitlist dialog's state machine (spec §4): idle → submitting → one outcome. */
export function useWaitlistForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<WaitlistOutcome>('idle');
  const mutation = useJoinWaitlist();

  function changeEmail(value: string) {
    setEmail(value);
    if (fieldError) setFieldError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = joinWaitlistBody.safeParse({ email });
    if (!parsed.success) {
      setFieldError(WAITLIST_MESSAGES.invalidEmail);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (response) => setOutcome(response.status),
      onError: (error) => {
        // Spec §8: a failure is logged, and the person sees the friendly error state.
        console.error('Joining the waitlist failed', error);
        setOutcome('error');
      },
    });
  }

  /** Back to the form (Try Again); the typed email stays so nobody has to retype it. */
  function retry() {
    mutation.reset();
    setOutcome('idle');
  }

  return { email, changeEmail, fieldError, outcome, submitting: mutation.isPending, submit, retry };
}
