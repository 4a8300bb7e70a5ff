import { AUTH_MESSAGES, PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '@briefs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useChangePasswordMutation } from './api/change-password';
import { errorText } from './error-text';

/**
 * Spec §5 new-password rules and §8 texts for the Change Password form. The coach dashboard shows
 * no length rule (`showRule: false`): Change needs the three fields filled and matching, and the
 * server's rule answers with its own text.
 */
export function useChangePasswordForm(onChanged: () => void, { showRule = true }: { showRule?: boolean } = {}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useChangePasswordMutation();
  const queryClient = useQueryClient();

  const breaksRule = showRule && next.length > 0 && !PASSWORD_PATTERN.test(next);
  const mismatch = confirm.length > 0 && next !== confirm;
  const canSubmit = current !== '' && next !== '' && confirm !== '' && next === confirm && !mutation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    if (showRule && !PASSWORD_PATTERN.test(next)) {
      setError(PASSWORD_RULE_MESSAGE);
      return;
    }
    // The list is large, so it loads only when someone actually submits a new password.
    const { isCommonPassword } = await import('@briefs/shared/common-passwords');
    if (isCommonPassword(next)) {
      setError(AUTH_MESSAGES.commonPassword);
      return;
    }
    setError(null);
    mutation.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          // A temporary password made the server refuse everything else (usage, requests, history); with
          // the new token every query the page shows asks again, not only the profile.
          void queryClient.invalidateQueries();
          onChanged();
        },
        onError: (cause) => setError(errorText(cause, AUTH_MESSAGES.passwordChangeFailed)),
      },
    );
  }

  return {
    current,
    next,
    confirm,
    setCurrent,
    setNext,
    setConfirm,
    breaksRule,
    mismatch,
    canSubmit,
    pending: mutation.isPending,
    error,
    submit,
  };
}
