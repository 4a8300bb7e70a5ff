import { describe, expect, it } from 'vitest';
import {
  PAGES,
  PRERENDERED_DOCUMENTS,
  ROUTE_SHELL_DOCUMENTS,
  SPA_SHELL_DOCUMENT,
  staticDocumentFor,
} from './web-routes';

describe('staticDocumentFor', () => {
  it('serves every page of the route table its own document, each a different file', () => {
    const documents = Object.values(PAGES).map(staticDocumentFor);
    expect(documents).not.toContain(SPA_SHELL_DOCUMENT);
    expect(new Set(documents).size).toBe(documents.length);
    expect(staticDocumentFor(PAGES.admin)).toBe(ROUTE_SHELL_DOCUMENTS[PAGES.admin]);
    expect(staticDocumentFor(PAGES.privacy)).toBe(PRERENDERED_DOCUMENTS[PAGES.privacy]);
  });

  it('serves the plain shell for any other path, a trailing slash included', () => {
    expect(staticDocumentFor('/admin/')).toBe(SPA_SHELL_DOCUMENT);
    expect(staticDocumentFor('/no-such-page')).toBe(SPA_SHELL_DOCUMENT);
  });
});
