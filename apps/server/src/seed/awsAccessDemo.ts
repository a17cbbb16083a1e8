import type { Db } from '../db/client.ts';
import { awsAccessSeeding } from '../modules/awsAccess/awsAccess.port.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';
import { demoTeamUsers } from './peopleDemo.ts';

const idOf = (email: string) => demoUsers.find((user) => user.email === email)!.id;

/**
 * AWS access in the demo world: Acme's admin, a developer and its collaborating DSC hold
 * it (3 of extendessentials' 5); Bright Partners is at its limit (5 of 5), so a grant there is refused.
 * Runs after the people seeder, whose Bright team it uses.
 */
export async function seedAwsAccessDemo(db: Db): Promise<void> {
  const access = awsAccessSeeding(db);
  const acmeAdmin = idOf('admin@demo.example');
  for (const email of ['admin@demo.example', 'developer@demo.example', 'dsc@demo.example'])
    await access.grant(demoOrgs.acme.id, idOf(email), acmeAdmin);
  const brightAdmin = idOf('dsc@demo.example');
  for (const user of demoTeamUsers.slice(0, 5)) await access.grant(demoOrgs.bright.id, user.id, brightAdmin);
}
