import type { Role } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { identityDemoRepository } from './identityDemo.repository.ts';
import { demoOrgs } from './identityDemo.ts';

const FIRST = [
  'Alex',
  'Blair',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Gray',
  'Harper',
  'Indy',
  'Jules',
  'Kai',
  'Lane',
];
const LAST = [
  'Nguyen',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
  'Umar',
  'Varga',
  'Weber',
  'Xu',
];
const ROLES: Role[][] = [['developer'], ['member'], ['specialist'], ['developer', 'member']];
export const TEAM_SIZE = 120;

/**
 * Bright Partners' team: more members than one page of 100, so /console/users pages, and enough
 * accounts that /admin/user-management pages too. They cannot sign in (no password). Fixed ids, so a
 * cut-off seed's leftovers are found and removed like the other demo accounts.
 */
export const demoTeamUsers = Array.from({ length: TEAM_SIZE }, (_, i) => {
  const firstName = FIRST[i % FIRST.length]!;
  const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  return {
    id: `00000000-0000-4000-a000-${String(i + 1).padStart(12, '0')}`,
    email: `${firstName}.${lastName}.${i + 1}@bright.demo.example`.toLowerCase(),
    firstName,
    lastName,
    roles: ROLES[i % ROLES.length]!,
  };
});

export async function seedPeopleDemo(db: Db): Promise<void> {
  await identityDemoRepository(db).insertMembers(
    demoTeamUsers.map(({ roles: _roles, ...user }) => user),
    demoTeamUsers.map((user) => ({
      userId: user.id,
      organizationId: demoOrgs.bright.id,
      associationType: 'PRIMARY' as const,
      roles: user.roles,
    })),
  );
}
