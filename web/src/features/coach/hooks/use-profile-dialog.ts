import { useEffect, useState } from 'react';
import type { ProfileTab } from '../../../components/profile/profile-dialog';
import { useMustChangePassword } from '../../../lib/use-must-change-password';

/** Edit Profile's open state; after a temporary password it opens at once on Change Password. */
export function useProfileDialog(mustChangePassword: boolean | undefined) {
  const forced = useMustChangePassword(mustChangePassword);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<ProfileTab>('basic');

  useEffect(() => {
    if (!forced.open) return;
    setTab('password');
    setOpen(true);
  }, [forced.open]);

  return {
    open,
    tab,
    temporary: forced.temporary,
    show: () => {
      setTab('basic');
      setOpen(true);
    },
    close: () => {
      setOpen(false);
      forced.close();
    },
  };
}
