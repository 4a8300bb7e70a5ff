import { createBrowserRouter } from 'react-router-dom';
import { preloadChunksFor } from './lazy-page';
import { routes } from './routes';

/** Settles when the chunks of the page being opened have arrived (or failed to). */
export const openingPageLoaded = preloadChunksFor(routes, window.location.pathname);

/** The browser's router over the spec's route table. */
export const router = createBrowserRouter(routes);

// A link followed inside the app fetches the new branch's chunks together too.
router.subscribe((state) => {
  if (state.navigation.location) void preloadChunksFor(routes, state.navigation.location.pathname);
});
