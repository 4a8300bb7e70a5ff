import { PAGES } from '@briefs/shared';
import { startOpeningPageRequest } from './features/admin/api/opening-page';

// The /admin document runs this from its head, apart from the app (web/scripts/prerender.mjs): the
// opening tab's list is on its way while React and the panel's code are still loading. The query
// takes the response when the panel renders (lib/early-get.ts). Nothing here imports React.
startOpeningPageRequest(window.location, PAGES.admin);
