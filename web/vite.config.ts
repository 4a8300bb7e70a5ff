import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// A relative path, not the package name: Vite bundles a config's relative imports, while a workspace
// package would be loaded by Node as TypeScript source.
import { ROOT_API_PATHS } from '../shared/src/routes';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const sharedSource = /[\\/]shared[\\/]src[\\/]/;
const apiTarget = 'http://localhost:3000';
// The spec serves four calls without the /api prefix; in production CloudFront forwards them.
const proxy = Object.fromEntries(['/api', ...ROOT_API_PATHS].map((path) => [path, { target: apiTarget }]));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The pre-render (build-time, Node) bundles the shared sources instead of importing them.
  ssr: { noExternal: ['@briefs/shared'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each page needs, for the pre-rendered pages' preload links (scripts/prerender.mjs).
    manifest: true,
    rolldownOptions: {
      // The landing page has its own entry without the router (src/landing-main.tsx); every other page
      // loads the app (src/main.tsx). They share React's chunk.
      // The pre-rendered pages also load before-hydration.ts on its own, ahead of React, and /admin
      // admin-opening.ts (its opening list request).
      input: {
        index: page('index.html'),
        landing: page('landing.html'),
        'before-hydration': page('src/before-hydration.ts'),
        'admin-opening': page('src/admin-opening.ts'),
      },
      treeshake: {
        // shared/ only declares constants, texts and schemas. Saying so lets the bundler drop what a page does
        // not use — above all the Zod schemas, which would otherwise pull Zod into the landing page's first load.
        moduleSideEffects: (id: string) => !sharedSource.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            // Zod and the schemas get their own chunk, loaded only by the forms that validate with them
            // (the waitlist dialog on the landing page), not with the page itself. Not their dependencies:
            // the schemas import shared constants that the app shell needs from the first byte.
            {
              name: 'schemas',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]shared[\\/]src[\\/]schemas[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
