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
  timeout: 30_000,
  // npm test runs these beside the API suites on two cores: a page that paints in 1 s alone can take 6.
  // The wait is for a state, not a speed claim (speed is the bench's), so it is generous.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    // The bundle `npm start` runs (test:slow builds it first), so the suite proves what users run.
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
      // The copilot is off by default (SPEC.md 9); e2e/copilot.spec.ts needs its panel in the header.
      FEATURE_FLAGS: 'copilot=true',
    },
  },
});
