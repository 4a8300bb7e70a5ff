// Build step after `vite build` (client) and `vite build --ssr` (server entry): writes the public
// pages as static HTML (dist/index.html, privacy.html, login.html) that the browser hydrates, and
// the empty shell (dist/app.html) for every other route. Each page's head links its own route
// chunks as modulepreload and their CSS as stylesheets (the landing page's inline), so it paints
// styled before any JavaScript.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');

/**
 * Each pre-rendered page's template (the built HTML whose entry hydrates it) and the source modules
 * of the lazy route chunks it needs. The landing page is part of its own entry.
 */
const BEFORE_HYDRATION = 'src/before-hydration.ts';
const PAGE_TEMPLATES = { '/': 'landing.html' };
/**
 * Pages whose stylesheets go into the document itself: each linked stylesheet is a request that
 * holds the first paint back (Lighthouse's simulated 4G: about 0.5 s each). Only the landing page:
 * on the router's pages the chunks loaded lazily would link (and wait for) the same files again.
 */
const PAGES_WITH_INLINE_STYLES = new Set(['/']);
const QUERY_LAYOUT = 'src/app/query-layout.tsx';
const MEMBER_LAYOUT = 'src/app/member-layout.tsx';
const PAGE_SOURCES = {
  '/': [],
  '/privacy': ['src/features/privacy/components/privacy-page.tsx'],
  '/login': [QUERY_LAYOUT, 'src/features/auth/components/login-page.tsx'],
};
/** The lazy chunks of each page served as a route shell: its layouts' and its own (src/app/routes.tsx). */
const ROUTE_SHELL_SOURCES = {
  '/admin-login': [QUERY_LAYOUT, 'src/features/admin/components/admin-login-page.tsx'],
  '/coach-register': [QUERY_LAYOUT, 'src/features/coach-register/components/coach-register-page.tsx'],
  '/app': [QUERY_LAYOUT, MEMBER_LAYOUT, 'src/features/dashboard/components/dashboard-page.tsx'],
  '/ventometer': [QUERY_LAYOUT, MEMBER_LAYOUT, 'src/features/ventometer/components/ventometer-page.tsx'],
  '/community': [QUERY_LAYOUT, MEMBER_LAYOUT, 'src/features/community/components/community-page.tsx'],
  '/coach': [QUERY_LAYOUT, 'src/features/coach/components/coach-dashboard-page.tsx'],
  '/admin': [QUERY_LAYOUT, 'src/features/admin/components/admin-page.tsx'],
};
/**
 * Scripts a route shell runs from its head, apart from the app and ahead of it: /admin asks for its
 * opening list there, so the answer travels while React loads (src/admin-opening.ts).
 */
const ROUTE_SHELL_OPENING_SCRIPTS = { '/admin': 'src/admin-opening.ts' };

// The manifest maps sources to chunks; it is build information, not part of the site.
renameSync(join(dist, '.vite', 'manifest.json'), join(ssr, 'client-manifest.json'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
const manifest = JSON.parse(readFileSync(join(ssr, 'client-manifest.json'), 'utf8'));
const appTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const templates = Object.fromEntries(
  Object.entries(PAGE_TEMPLATES).map(([path, file]) => [path, readFileSync(join(dist, file), 'utf8')]),
);
// A template is build input, not a page of the site.
for (const file of Object.values(PAGE_TEMPLATES)) rmSync(join(dist, file));
const { renderPage, APP_SCRIPTS_TEMPLATE_ID, PRERENDERED_DOCUMENTS, ROUTE_SHELL_DOCUMENTS, SPA_SHELL_DOCUMENT } =
  await import(pathToFileURL(join(ssr, 'entry-server.js')).href);

/** The chunk files and stylesheets a set of source modules loads, statically imported ones included. */
function chunksOf(template, sources) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    // The entry and what it imports are already in the template.
    if (chunk.isEntry || scripts.has(chunk.file) || template.includes(`/${chunk.file}"`)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A route's chunks as head links: its stylesheets, and its scripts fetched (not yet run) ahead of the
 * entry. A pre-rendered page's stylesheets hold its first paint (it must paint styled); a shell only
 * fetches them early, since its page may be a different one (a signed-out /app shows /login).
 */
function chunkLinks(template, sources, { stylesHoldPaint }) {
  const { scripts, styles } = chunksOf(template, sources);
  const styleLink = stylesHoldPaint ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  return [
    ...styles.map((file) => `<link ${styleLink} crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** Every chunk a manifest entry imports, however deep, whether or not a template links it already. */
function importedChunkFiles(key, files = new Set()) {
  for (const imported of manifest[key].imports ?? []) {
    const file = manifest[imported].file;
    if (files.has(file)) continue;
    files.add(file);
    importedChunkFiles(imported, files);
  }
  return files;
}

/**
 * An entry of its own run from the head (async, first in line) with every chunk it imports linked
 * right after it. On HTTP/1.1 (six connections) a chunk it shares with the app but linked in the app's
 * order waited for the second round of requests, and the opening request with it.
 */
function openingScript(source) {
  const entry = manifest[source];
  if (!entry?.isEntry) throw new Error(`${source} is not an entry of the build`);
  const files = [...importedChunkFiles(source)];
  const tags = [
    `<script type="module" async crossorigin src="/${entry.file}"></script>`,
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return { tags: tags.join('\n    '), files };
}

/** The SPA shell with one route's chunks linked, so they load beside the entry, not after it has run. */
function routeShell(sources, opening) {
  let shell = appTemplate;
  if (opening) {
    const { tags, files } = openingScript(opening);
    // Linked once, first: the entry's own link to a chunk the opening script needs moves up with it.
    for (const file of files) shell = shell.replace(`\n    <link rel="modulepreload" crossorigin href="/${file}">`, '');
    shell = shell.replace('<script type="module"', `${tags}\n    <script type="module"`);
  }
  // Chunks the shell already links (the entry's, the opening script's) are not linked again.
  return shell.replace('</head>', `    ${chunkLinks(shell, sources, { stylesHoldPaint: false })}\n  </head>`);
}

function page(template, html, sources) {
  // React renders the page's <title> where the component is; it belongs in the head.
  const title = /<title>[\s\S]*?<\/title>/.exec(html)?.[0];
  const body = title ? html.replace(title, '') : html;
  const links = chunkLinks(template, sources, { stylesHoldPaint: true });
  // Ahead of the entry: it keeps presses made before React has taken the page over.
  const guard = `<script type="module" async crossorigin src="/${manifest[BEFORE_HYDRATION].file}"></script>`;
  let document = template
    .replace('<script type="module"', `${guard}\n    <script type="module"`)
    .replace('</head>', `    ${links}\n  </head>`);
  if (title) document = document.replace(/<title>[\s\S]*?<\/title>/, title);
  document = document.replace('<div id="root"></div>', `<div id="root" data-prerendered="">${body}</div>`);
  return withAppScriptsAfterFirstPaint(document);
}

/**
 * A pre-rendered page reads without its scripts, so the app's wait in an inert template until the
 * first frame is on screen (the guard, src/before-hydration.ts, adds them then). Requested earlier,
 * even at low priority, they competed with the paint on a slow link, and Lighthouse's simulation
 * counts every script requested before the paint it observed as holding that paint back. The guard
 * and what it imports stay in the head: it must be there before the first press.
 */
function withAppScriptsAfterFirstPaint(document) {
  const guardFiles = [
    manifest[BEFORE_HYDRATION].file,
    ...(manifest[BEFORE_HYDRATION].imports ?? []).map((key) => manifest[key].file),
  ];
  const appTags = [];
  const head = document.replace(
    /\n\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (line, tag) => {
      if (guardFiles.some((file) => tag.includes(`/${file}"`))) return line;
      appTags.push(tag);
      return '';
    },
  );
  if (appTags.length === 0) throw new Error('The pre-rendered page has no app scripts to hold back');
  const template = `<template id="${APP_SCRIPTS_TEMPLATE_ID}">\n      ${appTags.join('\n      ')}\n    </template>`;
  return head.replace(/\s*<\/head>/, `\n    ${template}\n  </head>`);
}

/** Replaces the document's stylesheet links by the stylesheets (they hold no relative URLs). */
function inlineStylesheets(document) {
  return document.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file) => `<style>${readFileSync(join(dist, file), 'utf8').trim()}</style>`,
  );
}

writeFileSync(join(dist, SPA_SHELL_DOCUMENT), appTemplate);
for (const [path, file] of Object.entries(ROUTE_SHELL_DOCUMENTS)) {
  const sources = ROUTE_SHELL_SOURCES[path];
  if (!sources) throw new Error(`No source modules listed for the route shell ${path}`);
  writeFileSync(join(dist, file), routeShell(sources, ROUTE_SHELL_OPENING_SCRIPTS[path]));
  console.log(`route shell ${path} → dist/${file}`);
}
for (const [path, file] of Object.entries(PRERENDERED_DOCUMENTS)) {
  const sources = PAGE_SOURCES[path];
  if (!sources) throw new Error(`No source modules listed for the pre-rendered page ${path}`);
  const template = templates[path] ?? appTemplate;
  const document = page(template, await renderPage(path), sources);
  writeFileSync(join(dist, file), PAGES_WITH_INLINE_STYLES.has(path) ? inlineStylesheets(document) : document);
  console.log(`pre-rendered ${path} → dist/${file}`);
}
