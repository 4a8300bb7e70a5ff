import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useContext } from 'react';
import { NavigationContext } from '../lib/navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Navigation state for the page it opens (only kept by a client-side move). */
  state?: unknown;
}

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * A link to a page of the site: a real `<a href>` that the router follows client-side when the page
 * runs inside it, and the browser follows as a page load when it does not (the landing page's entry).
 */
export function AppLink({ to, state, onClick, target, ...anchor }: AppLinkProps) {
  const navigation = useContext(NavigationContext);
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!navigation || event.defaultPrevented || opensElsewhere(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigation.go(to, { state });
      }}
    />
  );
}
