import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = path.join(os.tmpdir(), `portal-e2e-${process.pid}`);

/** Browser tests against the built app and server, started as `npm start` starts them, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // No retry, on CI either: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A guard against a hang, not a speed claim, and one for every spec: the journeys (edits, reloads, zips,
  // axe scans of an editor's page) take 10-30 s alone on a quiet machine and two to three times that beside
  // the API suite in CI, where per-spec limits of 40-60 s failed journeys that were only slow.
  timeout: 120_000,
  // npm test runs these beside the API suites on two cores: a page that paints in 1 s alone can take 6.
  // The wait is for a state, not a speed claim (speed is the bench's), so it is generous.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // The suite browses as a user who asked the system for less motion (the theme honours it): no toast
    // or dialog is half-faded when axe reads its contrast (admin-build's toast failed CI that way on a
    // loaded machine, past the 5 s wait for transitions), and no spec spends CPU on animations.
    reducedMotion: 'reduce',
    // A trace records every action's screenshots and DOM while the test runs, kept or not: 25-30% of a
    // spec's CPU (walk and tenants specs measured on the 2-core machine), which CI shares with the API
    // suite and whose traces nobody can open. Asked for when debugging: E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The specs run after one warm-up (e2e/warmUp.setup.ts), also when one spec file is run alone.
  projects: [
    { name: 'warm-up', testMatch: /warmUp\.setup\.ts$/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['warm-up'] },
  ],
  webServer: {
    // The bundle `npm start` runs (`npm test` builds it first), so the suite proves what users run.
    command: 'npm run serve:built',
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ENV_LEVEL: 'PROD',
      LOG_LEVEL: 'warn',
      // The copilot is off by default (docs/product/shell.md SHELL-19); e2e/copilot.spec.ts needs its panel
      // in the header.
      FEATURE_FLAGS: 'copilot=true',
    },
  },
});
