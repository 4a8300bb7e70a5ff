import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Navigation, NavigationContext } from '../lib/navigation';

/** Inside the router, links and page moves (lib/navigation) navigate client-side. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      go: (to, options) => void navigate(to, { state: options?.state, replace: options?.replace }),
      state: location.state,
      href: `${location.pathname}${location.search}${location.hash}`,
    }),
    [navigate, location],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
