/**
 * How a pre-rendered page tells the early guard (before-hydration.ts) that React has taken it over.
 * No React here: the guard loads before it.
 */
export const HYDRATED_EVENT = 'briefs:hydrated';

export function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated !== undefined;
}

export function markHydrated(): void {
  if (isHydrated()) return;
  document.documentElement.dataset.hydrated = '';
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
