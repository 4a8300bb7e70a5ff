import { COACH_CV_MAX_BYTES, COACH_REGISTER_MESSAGES as M } from '@briefs/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useRegisterCoachMutation } from '../api/register-coach';

/** Spec §5 coach registration: name, email, specialties and a CV required; §8 the failure text. */
export function useCoachRegisterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [specialties, setSpecialties] = useState('');
  const [cv, setCv] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useRegisterCoachMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!name.trim() || !email.trim() || !specialties.trim() || !cv) {
      setError(M.required);
      return;
    }
    if (cv.size > COACH_CV_MAX_BYTES) {
      setError(M.cvTooLarge);
      return;
    }
    setError(null);
    mutation.mutate(
      { name: name.trim(), email: email.trim(), phone: phone.trim(), specialties, cv },
      { onError: (cause) => setError(failureText(cause)) },
    );
  }

  return {
    fields: { name, email, phone, specialties, cv },
    set: { name: setName, email: setEmail, phone: setPhone, specialties: setSpecialties, cv: setCv },
    submit,
    error,
    pending: mutation.isPending,
    message: mutation.data?.message ?? null,
  };
}

/** The server's error text, or 'Registration failed' (spec §8). */
function failureText(cause: unknown): string {
  if (cause instanceof ApiError && cause.kind === 'http' && cause.status < 500 && cause.message) return cause.message;
  return M.failed;
}
