import { allSettledOrFirstError } from './allSettled.ts';
import type { DemoSeedContext, DemoSeeder } from './demoSeeder.ts';

/**
 * Starts each seeder as soon as the seeders it comes `after` have finished, so independent parts of the
 * demo world are made side by side (a fresh start waits for the longest chain, not for the sum). Every
 * seeder started is awaited before an error goes up (allSettledOrFirstError).
 * A seeder whose predecessor failed does not start.
 */
export async function runDemoSeeders(
  seeders: readonly DemoSeeder[],
  context: DemoSeedContext,
): Promise<void> {
  const finished = new Map<string, Promise<void>>();
  for (const seeder of seeders) {
    const before = (seeder.after ?? []).map((name) => {
      const previous = finished.get(name);
      if (!previous)
        throw new Error(`demo seeder ${seeder.name} comes after ${name}, which is not listed before it`);
      return previous;
    });
    finished.set(
      seeder.name,
      Promise.all(before).then(() => seeder.seed(context)),
    );
  }
  await allSettledOrFirstError(finished.values());
}
