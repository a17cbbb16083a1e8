import { describe, expect, it } from 'vitest';
import type { DemoSeedContext, DemoSeeder } from './demoSeeder.ts';
import { runDemoSeeders } from './runDemoSeeders.ts';

/** The seeders never read the context here: they only record when they start and finish. */
const context = {} as DemoSeedContext;

/** A seeder that waits for `release` (or at once) and records its start and end in `events`. */
function recording(
  events: string[],
  name: string,
  after: string[] = [],
  outcome: { release?: Promise<void>; failure?: Error } = {},
): DemoSeeder {
  return {
    name,
    after,
    async seed() {
      events.push(`start ${name}`);
      await outcome.release;
      events.push(`end ${name}`);
      if (outcome.failure) throw outcome.failure;
    },
  };
}

describe('runDemoSeeders', () => {
  it('starts a seeder only once those it comes after have finished, and the others at once', async () => {
    const events: string[] = [];
    let releaseApps = () => {};
    const apps = new Promise<void>((resolve) => {
      releaseApps = resolve;
    });
    const run = runDemoSeeders(
      [
        recording(events, 'identity'),
        recording(events, 'apps', ['identity'], { release: apps }),
        recording(events, 'people', ['identity']),
        recording(events, 'releases', ['apps']),
      ],
      context,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['start identity', 'end identity', 'start apps', 'start people', 'end people']);
    releaseApps();
    await run;
    expect(events.slice(5)).toEqual(['end apps', 'start releases', 'end releases']);
  });

  it('waits for every started seeder before it fails, and starts none after the failed one', async () => {
    const events: string[] = [];
    let releasePeople = () => {};
    const people = new Promise<void>((resolve) => {
      releasePeople = resolve;
    });
    const failure = new Error('the apps could not be made');
    const run = runDemoSeeders(
      [
        recording(events, 'identity'),
        recording(events, 'apps', ['identity'], { failure }),
        recording(events, 'people', ['identity'], { release: people }),
        recording(events, 'releases', ['apps']),
      ],
      context,
    );
    let settled = false;
    run
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    releasePeople();
    await expect(run).rejects.toBe(failure);
    expect(events).not.toContain('start releases');
    expect(events).toContain('end people');
  });

  it('refuses a seeder listed before one it comes after', async () => {
    await expect(
      runDemoSeeders([recording([], 'releases', ['apps']), recording([], 'apps')], context),
    ).rejects.toThrow('demo seeder releases comes after apps, which is not listed before it');
  });
});
