import { COACH_CV_MAX_BYTES, COACH_REGISTER_MESSAGES as M } from '@briefs/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useRegisterCoachMutation } from '../api/register-coach';

const REQUIRED_FIELDS = ['name', 'email', 'specialties', 'cv'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** Spec §5 coach registration: name, email, specialties and a CV required; §8 the failure text. */
export function useCoachRegisterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [specialties, setSpecialties] = useState('');
  const [cv, setCv] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<RequiredField>>(new Set());
  const mutation = useRegisterCoachMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const filled: Record<RequiredField, boolean> = {
      name: name.trim() !== '',
      email: email.trim() !== '',
      specialties: specialties.trim() !== '',
      cv: cv !== null,
    };
    const empty = REQUIRED_FIELDS.filter((field) => !filled[field]);
    setMissing(new Set(empty));
    if (empty.length > 0 || !cv) {
      setError(M.required);
      // Straight to the first field to fill, so a phone user need not hunt for it.
      const first = event.currentTarget.elements.namedItem(empty[0] ?? 'cv');
      if (first instanceof HTMLElement) first.focus();
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

  // A field marked missing stops being marked as soon as it gets a value.
  const filling =
    <T>(field: RequiredField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setMissing((marked) => (marked.has(field) ? new Set([...marked].filter((f) => f !== field)) : marked));
    };

  return {
    fields: { name, email, phone, specialties, cv },
    set: {
      name: filling('name', setName),
      email: filling('email', setEmail),
      phone: setPhone,
      specialties: filling('specialties', setSpecialties),
      cv: filling('cv', setCv),
    },
    missing,
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
