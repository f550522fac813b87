import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// `npm run test:security`: each finding of a hostile caller replayed as an attack against
// real stage processes, the real ingress and real MCP servers; prints attack / tries / held / broke.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/security/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/security/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
