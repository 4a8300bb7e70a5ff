import { COACH_DASHBOARD_MESSAGES as M, type MeResponse } from '@briefs/shared';
import { type FormEvent, useState } from 'react';
import { useUpdateMeMutation } from '../../../lib/api/me';
import { ApiError } from '../../../lib/api-client';

/** Basic Info: Save is enabled once name or phone changed (spec §5); email is read-only. */
export function useProfileForm(me: MeResponse) {
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(me.phone);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useUpdateMeMutation();
  const changed = name.trim() !== me.name || phone.trim() !== me.phone;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || mutation.isPending) return;
    setError(null);
    setSaved(false);
    mutation.mutate(
      { name: name.trim(), phone: phone.trim() },
      {
        onSuccess: () => setSaved(true),
        onError: (cause) => {
          // Spec §8 only logs profile failures; a refused value (an invalid phone) is still worth saying.
          console.error('Coach profile update failed', cause);
          setError(cause instanceof ApiError && cause.status === 400 ? cause.message : null);
        },
      },
    );
  }

  return {
    name,
    phone,
    setName: (value: string) => {
      setSaved(false);
      setName(value);
    },
    setPhone: (value: string) => {
      setSaved(false);
      setPhone(value);
    },
    canSave: changed && name.trim() !== '' && !mutation.isPending,
    pending: mutation.isPending,
    saved: saved ? M.saved : null,
    error,
    submit,
  };
}
