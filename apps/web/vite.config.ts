import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cataloguePlugin } from './catalogue-plugin.ts';

const DOMAIN_DIST = /[\\/]packages[\\/]domain[\\/]dist[\\/]/;
// A feature's public index only re-exports: what the shell takes from it must not bring the rest along.
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export default defineConfig({
  plugins: [cataloguePlugin(), react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The domain package declares schemas at module top level (zod calls); it has no real side
        // effects, and marking it so keeps zod out of the landing page's initial chunk.
        moduleSideEffects: (id: string) => (DOMAIN_DIST.test(id) || FEATURE_INDEX.test(id) ? false : undefined),
        // An unused schema (`z.object(...)` whose result nothing reads) is dropped, so a page that takes
        // only labels from a domain module does not load zod for that module's schemas (issue 20).
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
