/**
 * How a pre-rendered page tells the early guard (before-hydration.ts) that React has taken it over.
 * No React here: the guard loads before it.
 */
export const HYDRATED_EVENT = 'briefs:hydrated';

/**
 * The inert <template> in which a pre-rendered page carries the app's own scripts until its first
 * frame is on screen (written by web/scripts/prerender.mjs, added by before-hydration.ts).
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

export function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated !== undefined;
}

export function markHydrated(): void {
  if (isHydrated()) return;
  document.documentElement.dataset.hydrated = '';
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
