/**
 * CloudFront Function (cloudfront-js-2.0) on the default behaviour only: a path whose last segment
 * has no file extension is a client route of the SPA, so it gets the shell `/index.html`. Distribution
 * error responses (403/404 → index.html) are deliberately not used: they would also rewrite the
 * API's own 404s into HTML. The API behaviours never run this function.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;
