import { type MeResponse, PROFILE_MESSAGES } from '@briefs/shared';
import { type FormEvent, useState } from 'react';
import { useUpdateMeMutation } from '../../../lib/api/me';
import { errorText } from '../../../lib/error-text';

/** Basic Info (spec §2, §5): Save stays disabled until name, phone or background changed. */
export function useProfileForm(me: MeResponse) {
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(me.phone);
  const [background, setBackground] = useState(me.background);
  const [saved, setSaved] = useState(false);
  const mutation = useUpdateMeMutation();

  const changed = name !== me.name || phone !== me.phone || background !== me.background;
  const canSave = changed && name.trim() !== '' && !mutation.isPending;
  const edit =
    (set: (value: string) => void) =>
    (value: string): void => {
      setSaved(false);
      set(value);
    };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    mutation.mutate(
      { name: name.trim(), email: me.email, phone: phone.trim(), background: background.trim() },
      {
        onSuccess: (next) => {
          setName(next.name);
          setPhone(next.phone);
          setBackground(next.background);
          setSaved(true);
        },
      },
    );
  }

  return {
    name,
    phone,
    background,
    setName: edit(setName),
    setPhone: edit(setPhone),
    setBackground: edit(setBackground),
    canSave,
    pending: mutation.isPending,
    saved,
    error: mutation.isError ? errorText(mutation.error, PROFILE_MESSAGES.saveFailed) : null,
    submit,
  };
}
