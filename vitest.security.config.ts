import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The unit run's split into projects is its own: this suite is one set of files.
const { projects: _unitProjects, ...testOptions } = base.test ?? {};

// `npm run test:security`: each finding of a hostile caller replayed as an attack against
// real stage processes, the real ingress and real MCP servers; prints attack / tries / held / broke.
export default defineConfig({
  ...base,
  test: {
    ...testOptions,
    include: ['test/security/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/security/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
