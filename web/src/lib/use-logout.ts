import { PAGES } from '@briefs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearSession } from './session';

/** Logout (spec §6): the session goes, cached answers go, and the person lands on /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.clear();
    navigate(PAGES.login, { replace: true });
  };
}
