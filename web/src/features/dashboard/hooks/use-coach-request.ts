import { type CheckInResult, COACH_MODE_MESSAGES, type CrisisResult } from '@briefs/shared';
import { useState } from 'react';
import { isCheckIn, isCrisis } from '../../../lib/coaching-tip';
import { type CoachRequestInput, useCoachRequestMutation } from '../api/create-coach-request';
import { submissionErrorText } from '../lib/error-text';

export type CoachRequestState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; openUntil: string }
  | { status: 'failed'; error: string };

interface Handlers {
  onCrisis: (answer: CrisisResult) => void;
  onCheckIn: (answer: CheckInResult, body: CoachRequestInput) => void;
}

/** Sends the request for a human coach after a coach-mode tip, with a retry when it fails. */
export function useCoachRequest({ onCrisis, onCheckIn }: Handlers) {
  const mutation = useCoachRequestMutation();
  const [state, setState] = useState<CoachRequestState>({ status: 'idle' });
  const [last, setLast] = useState<CoachRequestInput | null>(null);

  function send(body: CoachRequestInput) {
    setLast(body);
    setState({ status: 'sending' });
    mutation.mutate(body, {
      onSuccess: (answer) => {
        if (isCrisis(answer)) {
          setState({ status: 'idle' });
          return onCrisis(answer);
        }
        if (isCheckIn(answer)) {
          setState({ status: 'idle' });
          return onCheckIn(answer, body);
        }
        setState({ status: 'sent', openUntil: answer.openUntil });
      },
      onError: (failure) =>
        setState({ status: 'failed', error: submissionErrorText(failure) || COACH_MODE_MESSAGES.failed }),
    });
  }

  return {
    state,
    send,
    retry: () => last && send(last),
    reset: () => {
      setLast(null);
      setState({ status: 'idle' });
    },
  };
}
