import { APP_SCRIPTS_TEMPLATE_ID, HYDRATED_EVENT, isHydrated } from './lib/hydration-signal';

/**
 * The pre-rendered pages load this tiny script first, apart from the app. A page is on screen and
 * looks usable before React has taken it over; on a slow phone that can take seconds. Until then a
 * press on a button or a form's submission would be lost, or worse, sent by the browser itself
 * (the sign-in form's password in a URL). So, until the page marks itself hydrated
 * (lib/hydration.ts), this keeps them from the browser and from React and presses the last one
 * again once React is there. Links stay ordinary links, so the page still leads somewhere if the
 * app never loads.
 *
 * It also starts the app: the page carries the app's scripts in an inert template, and this adds
 * them once the first frame is on screen, so they never compete with the page's first paint.
 */
if (!isHydrated()) {
  let replay: (() => void) | null = null;

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = event.submitter;
    replay = () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null);
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's press arrives again as the form's submit event.
    if (!button || button.type === 'submit') return;
    event.preventDefault();
    event.stopPropagation();
    replay = () => (button.isConnected ? button : sameButtonOnNewPage(button))?.click();
  };

  const onHydrated = () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    replay?.();
  };

  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
}

/**
 * With a session the app renders afresh instead of hydrating, so the pressed button is gone from the
 * page by the time React is there: press the button that took its place (same label, same target).
 */
function sameButtonOnNewPage(pressed: HTMLButtonElement): HTMLButtonElement | undefined {
  const label = pressed.textContent?.trim();
  const controls = pressed.getAttribute('aria-controls');
  return [...document.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === label && button.getAttribute('aria-controls') === controls,
  );
}

function loadAppAfterFirstPaint(): void {
  const load = () => {
    const scripts = document.getElementById(APP_SCRIPTS_TEMPLATE_ID);
    if (!(scripts instanceof HTMLTemplateElement)) return;
    scripts.remove();
    // Scripts cloned out of a template run when they are inserted, unlike the template's own.
    document.head.append(document.importNode(scripts.content, true));
  };
  // A hidden tab draws no frame (requestAnimationFrame waits until it is shown); nothing to paint then.
  const afterFirstFrame = () =>
    document.visibilityState === 'hidden' ? load() : requestAnimationFrame(() => setTimeout(load, 0));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstFrame, { once: true });
  else afterFirstFrame();
}

loadAppAfterFirstPaint();
