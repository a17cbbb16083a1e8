import type { Db } from '../db/client.ts';
import { awsAccessRepository } from '../modules/awsAccess/awsAccess.repository.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';
import { demoTeamUsers } from './peopleDemo.ts';

const idOf = (email: string) => demoUsers.find((user) => user.email === email)!.id;

/**
 * AWS access in the demo world (issue 12 item 9): Acme's admin, a developer and its collaborating DSC hold
 * it (3 of extendessentials' 5); Bright Partners is at its limit (5 of 5), so a grant there is refused.
 * Runs after the people seeder, whose Bright team it uses.
 */
export async function seedAwsAccessDemo(db: Db): Promise<void> {
  const repo = awsAccessRepository(db);
  const acmeAdmin = idOf('admin@demo.example');
  for (const email of ['admin@demo.example', 'developer@demo.example', 'dsc@demo.example'])
    await repo.insert(demoOrgs.acme.id, idOf(email), acmeAdmin);
  const brightAdmin = idOf('dsc@demo.example');
  for (const user of demoTeamUsers.slice(0, 5)) await repo.insert(demoOrgs.bright.id, user.id, brightAdmin);
}
