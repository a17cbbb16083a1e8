import type { DemoSeeder } from './demoSeeder.ts';

/**
 * Every domain's demo seeder, in the order they run (later ones may read what earlier ones wrote:
 * users after companies, apps after users). A domain adds one file in this folder and one line here.
 */
export const demoSeeders: readonly DemoSeeder[] = [];
