import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (projects by name, then the longest or largest files first) ran the process tests last
 * in `npm run test:api`: their files are the longest (two servers and a kill, one minute and more on the
 * loaded CI machine), so one of them could end the run alone. Started first, they run beside the API
 * files, and many short files fill the end.
 */
class ProcessTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => (spec.project.name === 'server-process' ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const apiTest = {
  include: ['apps/server/src/**/*.api.test.ts'],
  // A guard against a hang, not a speed claim: beside the browser suite on two cores a test that takes 3 s
  // alone took over 30 s.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  isolate: false,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, where most
    // test files wait on a database, a child process or timers rather than on the CPU.
    maxWorkers: 2,
    sequence: { sequencer: ProcessTestsFirst },
    // A worker keeps the modules it imported from one test file to the next (no isolation) in the unit and
    // API projects: re-importing the server's graph (and the web's setup) for each file cost more than
    // the tests themselves on the 2-core CI machine (API imports 616 s of 1,985 s; web setup and import
    // half of the unit stage). So a test file must leave nothing behind: it closes the app it built,
    // restores what it stubs (the web setup file resets globals, storage, cookies and toasts after each
    // test) and does not mock modules (no vi.mock: a mocked module would stay mocked for the next file).
    // The process and CLI projects keep isolation: they start real processes and ports.
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // A guard against a hang, not a speed check (speed is the bench's): a page test that takes 1 s on
          // a quiet machine took over 5 s on a loaded one and failed CI for nothing.
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        // The benches' pure parts (argument parsing, report tables); the benches themselves are not tests.
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          setupFiles: ['apps/server/test/realTimersKept.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // As the web project's: a guard against a hang, not a speed check. Tests that hash passwords, open
          // zips or send 400 statements to the database thread ran past the default 5 s in CI's unit stage.
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-pglite',
          ...apiTest,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/pgliteTemplateGlobalSetup.ts'],
        },
      },
      {
        // The real process (node main.ts, as `npm run serve` starts it): start-up failures, shutdown, recovery on PGlite;
        // severalProcesses.test.ts starts its own embedded PostgreSQL for two processes on it.
        test: {
          name: 'server-process',
          include: ['apps/server/test/process/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The command-line client against the real server listening on a port (PGlite: the API itself is
        // tested on both databases by the server's projects).
        test: {
          name: 'cli',
          include: ['packages/cli/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/pgliteTemplateGlobalSetup.ts'],
        },
      },
      {
        test: {
          name: 'api-postgres',
          ...apiTest,
          // `*.embedded.api.test.ts` test the one process (its event loop, CPU-bound checks, parsers and
          // protocols) as the default configuration runs it, not the data layer: they run on PGlite only
          // (docs/decisions/tests-on-one-database.md).
          exclude: ['**/*.embedded.api.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/postgresGlobalSetup.ts'],
        },
      },
    ],
  },
});
