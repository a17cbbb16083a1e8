import { defineConfig } from 'vitest/config';

const apiTest = { include: ['apps/server/src/**/*.api.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, where most
    // test files wait on a database, a child process or timers rather than on the CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
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
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
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
        // The real process (node --import tsx main.ts): start-up failures, shutdown, recovery on PGlite;
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
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/postgresGlobalSetup.ts'],
        },
      },
    ],
  },
});
