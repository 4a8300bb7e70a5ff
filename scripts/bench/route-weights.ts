import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_DOCUMENTS } from '@briefs/shared';
import { gzipSize, heading, kb, REPO_ROOT, type SectionResult, table, verdict } from './report.ts';
import { ensureWebBuild } from './web-bundle.ts';

/**
 * 1b. First-load bytes per route: what a first visit fetches before the page is usable — its
 * document, its entry and everything that imports statically, the route's own lazy chunks (found in
 * the build manifest) and every stylesheet of those chunks. gzip like the 1a table.
 */
const DIST = join(REPO_ROOT, 'web', 'dist');
const MANIFEST = join(REPO_ROOT, 'web', 'dist-ssr', 'client-manifest.json');
const LANDING_JS_TARGET_BYTES = 90 * 1000;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Route → its document, the entries that document loads (its HTML in the build manifest: the landing
 * page has its own, web/landing.html) and the source modules its lazy chunks come from (see
 * web/src/app/routes.tsx).
 */
const APP_ENTRY = 'index.html';
/** Every pre-rendered page also loads this small script ahead of its entry (web/scripts/prerender.mjs). */
const BEFORE_HYDRATION = 'src/before-hydration.ts';
/** /admin's document also runs its opening list request from the head. */
const ADMIN_OPENING = 'src/admin-opening.ts';
const ROUTES: Array<{ path: string; entries: string[]; sources: string[] }> = [
  // The landing page is a static import of its entry: no lazy chunk of its own.
  { path: '/', entries: ['landing.html', BEFORE_HYDRATION], sources: [] },
  {
    path: '/privacy',
    entries: [APP_ENTRY, BEFORE_HYDRATION],
    sources: ['src/features/privacy/components/privacy-page.tsx'],
  },
  {
    path: '/login',
    entries: [APP_ENTRY, BEFORE_HYDRATION],
    sources: ['src/app/query-layout.tsx', 'src/features/auth/components/login-page.tsx'],
  },
  {
    path: '/app',
    entries: [APP_ENTRY],
    sources: [
      'src/app/query-layout.tsx',
      'src/app/member-layout.tsx',
      'src/features/dashboard/components/dashboard-page.tsx',
    ],
  },
  {
    path: '/admin',
    entries: [APP_ENTRY, ADMIN_OPENING],
    sources: ['src/app/query-layout.tsx', 'src/features/admin/components/admin-page.tsx'],
  },
];

export function benchRouteWeights(): SectionResult {
  heading('1b. First-load bytes per route (document + entry + route chunks + their CSS, gzip)');
  ensureWebBuild();
  if (!existsSync(MANIFEST)) throw new Error('web/dist-ssr/client-manifest.json is missing: run the web build');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;
  const size = (file: string) => gzipSize(readFileSync(join(DIST, file)));

  const rows: string[][] = [];
  let landingJs = Number.NaN;
  for (const route of ROUTES) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const entry of route.entries) {
      if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the build manifest`);
      visit(entry);
    }
    for (const source of route.sources) visit(source);
    const js = [...scripts].reduce((sum, file) => sum + size(file), 0);
    // The route's own document: a pre-rendered page or its route shell (shared/src/web-routes.ts).
    const document = ROUTE_DOCUMENTS[route.path] ?? 'app.html';
    const html = size(document);
    // A page whose stylesheets are inline in its document (web/scripts/prerender.mjs) fetches none:
    // their bytes are in its HTML.
    const inline = !readFileSync(join(DIST, document), 'utf8').includes('rel="stylesheet"');
    const css = inline ? 0 : [...styles].reduce((sum, file) => sum + size(file), 0);
    if (route.path === '/') landingJs = js;
    const cssCell = inline ? 'in HTML' : kb(css);
    rows.push([route.path, document, String(scripts.size), kb(js), cssCell, kb(html), kb(js + css + html)]);
  }
  console.log(
    table(
      [
        { header: 'route' },
        { header: 'document' },
        { header: 'JS files', align: 'right' },
        { header: 'JS gzip', align: 'right' },
        { header: 'CSS gzip', align: 'right' },
        { header: 'HTML gzip', align: 'right' },
        { header: 'total', align: 'right' },
      ],
      rows,
    ),
  );
  const pass = landingJs <= LANDING_JS_TARGET_BYTES;
  console.log(`\n  landing first-load JS (route chunk included): ${kb(landingJs)} (target ≤ 90 KB) ${verdict(pass)}`);
  return {
    targets: [
      { name: 'landing first-load JS gzip (route chunk incl.)', value: kb(landingJs), target: '≤ 90 KB', pass },
    ],
  };
}
