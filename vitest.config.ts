import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const UNIT_TESTS = ['packages/*/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'test/**/*.test.ts'];
const NOT_UNIT_TESTS = ['**/node_modules/**', 'test/reliability/**', 'test/security/**'];
/** The embedded engine's unit tests (see `projects` below). */
const ENGINE_TESTS = 'packages/local-engine/src/**/*.test.ts';

const src = (path: string) => fileURLToPath(new URL(`${path}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources; only the multi-process tests need `npm run build`.
    alias: {
      // A subpath first: an alias matches by prefix, and the package's own would take it.
      '@switchyard/local-engine/yes-or-no': fileURLToPath(new URL('packages/local-engine/src/text/yes-or-no.ts', import.meta.url)),
      '@switchyard/local-engine/missing-question-forms': fileURLToPath(new URL('packages/local-engine/src/text/missing-question-forms.ts', import.meta.url)),
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
    // Which files run is said per project below (a project's lists add to these, so none are set here).
    // A test that times out leaves the processes it started; they are killed when its file ends.
    setupFiles: ['test/support/leftover-children.ts'],
    // Sized for a 2-core machine shared with other work: a cold start of the CLI takes 2 s of CPU and,
    // with the cores four times oversubscribed, 10-40 s of wall time; a test that starts three of them
    // passed in 12 s alone and hit a 30 s limit under load. A limit is only the net for a test that
    // hangs: the tests themselves assert what must happen and how soon.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // Each file in a process of its own: files start MCP servers and stage workers, and change process.env.
    pool: 'forks',
    // Two files at once on 2 cores: a file spends most of its time waiting on the MCP servers, CLI processes
    // and Redis it starts (one file at a time kept about one core busy: 14 min of wall time for 15 of CPU), so
    // a second file fills the idle core; on a loaded machine the unit run took 19 min this way with no failure.
    maxWorkers: 2,
    projects: [
      // The engine's files are pure functions over text, with no servers, environment or mocks: they share one
      // process and its loaded modules (importing the engine afresh for each of its ~150 files took most of their time).
      { extends: true, test: { name: 'engine', include: [ENGINE_TESTS], exclude: NOT_UNIT_TESTS, isolate: false } },
      { extends: true, test: { name: 'stages', include: UNIT_TESTS, exclude: [...NOT_UNIT_TESTS, ENGINE_TESTS] } },
    ],
  },
});
