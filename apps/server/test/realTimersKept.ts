import { afterAll } from 'vitest';

/**
 * The unit project's workers run file after file in one process (vitest.config.ts, `isolate: false`): a file
 * that leaves fake timers on makes every later file's timers never fire, and a test far from the cause
 * times out. So each file must end with the setTimeout the worker started with. Saved by the first file's
 * run of this setup, before any test could install fake ones.
 */
const worker = globalThis as { realSetTimeout?: typeof setTimeout };
worker.realSetTimeout ??= setTimeout;

afterAll(() => {
  if (setTimeout !== worker.realSetTimeout)
    throw new Error(
      'This test file left fake timers on (or a spy on a fake timer): restore mocks before vi.useRealTimers().',
    );
});
