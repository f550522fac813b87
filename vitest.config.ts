import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(`${path}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources; only the multi-process tests need `npm run build`.
    alias: {
      '@switchyard/packet-schema': src('packages/packet-schema'),
      '@switchyard/tools': src('packages/tools'),
      '@switchyard/platform': src('packages/platform'),
      '@switchyard/local-engine': src('packages/local-engine'),
      '@switchyard/engine-eval': src('packages/engine-eval'),
      '@switchyard/models': src('packages/models'),
      '@switchyard/router': src('services/router'),
      '@switchyard/selector': src('services/selector'),
      '@switchyard/reviewer': src('services/reviewer'),
      '@switchyard/executor': src('services/executor'),
      '@switchyard/composer': src('services/composer'),
      '@switchyard/bench': src('packages/bench'),
      '@switchyard/ingress': src('services/ingress'),
      '@switchyard/cli': src('packages/cli'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'test/reliability/**', 'test/security/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
