import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The unit run's split into projects is its own: this suite is one set of files.
const { projects: _unitProjects, ...testOptions } = base.test ?? {};

// `npm run test:reliability`: crashes, reconnects, duplicates, poison, adversarial input,
// MCP server death and a soak, against real processes. One file at a time: they load the machine.
export default defineConfig({
  ...base,
  test: {
    ...testOptions,
    include: ['test/reliability/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/reliability/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
