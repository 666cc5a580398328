import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './apps/web/catalogue-plugin.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // Server and domain unit tests mock nothing and leave no state behind, so the files share a
        // worker's module cache: 46 s -> 14 s (decision 2011).
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.cluster.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The web's '@/…' imports resolve through apps/web/tsconfig.json, as in its Vite build.
        resolve: { tsconfigPaths: true },
        // Catalogues compile as in the build, so a component test reads the same messages.
        plugins: [cataloguePlugin()],
        test: {
          // Isolated: component tests mock modules and render into a document of their own.
          name: 'unit-web',
          setupFiles: ['apps/web/src/test/i18n-setup.ts'],
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Component tests (.tsx) run in happy-dom: each starts with `// @vitest-environment happy-dom`
          // (Vitest 4 has no per-glob environments); everything else runs in node.
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          // Each file builds its own app and database, so files share a worker's module cache:
          // importing the server graph once per worker instead of once per file took the PGlite run
          // from 574 s to 232 s and PostgreSQL's from 418 s to 195 s (decision 2011).
          isolate: false,
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // npm run test:cluster (scripts/test-cluster.mjs builds the server first): three server
        // processes on PostgreSQL shared by the files, which run one after another in one process.
        test: {
          name: 'cluster',
          include: ['apps/server/src/test/cluster/**/*.cluster.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
          globalSetup: ['apps/server/src/test/cluster/global-setup.ts'],
        },
      },
    ],
  },
});
