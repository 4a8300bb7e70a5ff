import { createContext, useContext } from 'react';

/**
 * How a page moves to another page of the site. Inside the app's router it navigates client-side
 * (app/router-navigation.tsx provides that); the landing page's own entry runs without the router
 * to keep its first load small, and there every move is an ordinary page load.
 */
export interface Navigation {
  /** Goes to `to`; `state` travels with the move like the router's navigation state. */
  go(to: string, options?: { state?: unknown; replace?: boolean }): void;
  /** The state the current page was opened with (null after a plain page load). */
  state: unknown;
  /** The current address: path, query and hash. */
  href: string;
}

const pageLoadNavigation: Navigation = {
  go: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  state: null,
  get href() {
    return `${window.location.pathname}${window.location.search}${window.location.hash}`;
  },
};

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  return useContext(NavigationContext) ?? pageLoadNavigation;
}
