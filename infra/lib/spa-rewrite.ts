import { ROUTE_DOCUMENTS, SPA_SHELL_DOCUMENT } from '@briefs/shared';

/**
 * CloudFront Function (cloudfront-js-2.0) on the default behaviour only: a path whose last segment
 * has no file extension is a client route of the SPA, so it gets its pre-rendered page, its route
 * shell or the plain shell
 * (shared `staticDocumentFor`, the same table the local server uses). Distribution error responses
 * (403/404 → index.html) are deliberately not used: they would also rewrite the API's own 404s into
 * HTML. The API behaviours never run this function.
 */
const documents = Object.fromEntries(Object.entries(ROUTE_DOCUMENTS).map(([path, file]) => [path, `/${file}`]));

export const SPA_REWRITE_CODE = `var documents = ${JSON.stringify(documents)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = documents[uri] || '/${SPA_SHELL_DOCUMENT}';
  }
  return request;
}`;
