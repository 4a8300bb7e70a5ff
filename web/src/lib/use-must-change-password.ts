import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_CHANGE_REQUIRED_EVENT } from './api-client';

/**
 * Opens Change Password once when the person signed in with a temporary password: the sign-in
 * page says so in the navigation state, and /api/auth/me says so on a later visit. Closed without a
 * change, it opens again when the server refuses a call for that reason (a submission, say).
 */
export function useMustChangePassword(fromProfile: boolean | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromSignIn = (location.state as { mustChangePassword?: boolean } | null)?.mustChangePassword === true;
  const [open, setOpen] = useState(false);
  const [temporary, setTemporary] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !(fromSignIn || fromProfile)) return;
    handled.current = true;
    setTemporary(true);
    setOpen(true);
    // Consume the flag so Back/Forward or a reload do not re-open it by themselves.
    if (fromSignIn) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [fromSignIn, fromProfile, navigate, location.pathname, location.search]);

  useEffect(() => {
    const reopen = () => {
      setTemporary(true);
      setOpen(true);
    };
    window.addEventListener(PASSWORD_CHANGE_REQUIRED_EVENT, reopen);
    return () => window.removeEventListener(PASSWORD_CHANGE_REQUIRED_EVENT, reopen);
  }, []);

  return {
    open,
    temporary,
    show: () => setOpen(true),
    close: () => {
      setOpen(false);
      setTemporary(false);
    },
  };
}
