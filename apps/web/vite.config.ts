import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const DOMAIN_DIST = /[\\/]packages[\\/]domain[\\/]dist[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The domain package declares schemas at module top level (zod calls); it has no real side
        // effects, and marking it so keeps zod out of the landing page's initial chunk.
        moduleSideEffects: (id: string) => (DOMAIN_DIST.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
