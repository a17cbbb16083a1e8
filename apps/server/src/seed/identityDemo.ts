import type {
  AccountStatus,
  AssociationType,
  GlobalPermission,
  OrganizationType,
  Region,
  Role,
} from '@portal/contracts';
import { globalPermissions } from '@portal/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { identitySeeding } from '../modules/identity/identity.port.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { seedEntitlementsDemo } from './entitlementsDemo.ts';
import { identityDemoRepository } from './identityDemo.repository.ts';
import { seedSamlDemo } from './samlDemo.ts';
import { seedTenantsDemo } from './tenantsDemo.ts';

type DemoOrg = {
  id: string;
  name: string;
  region: Region;
  organizationType: OrganizationType;
  accountStatus: AccountStatus;
  isAws: boolean;
  /**
   * Billing IDs of the test companies (Education, Hackathon) are digits only (docs/product/companies.md
   * COMPANIES-6).
   */
  billingId: string;
  tenantPrefix: string;
  emailDomains: string[];
  linkedOrganizationId?: string;
};

/** Fixed ids so demo links, tests and other seed modules (apps, logs) can refer to the same companies. */
export const demoOrgs = {
  acme: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Acme Health',
    region: 'scylla:us',
    organizationType: 'Customer',
    accountStatus: 'PROVISIONED',
    isAws: false,
    billingId: '100001',
    tenantPrefix: 'acme',
    emailDomains: ['acme.example'],
  },
  bright: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Bright Partners',
    region: 'scylla:de',
    organizationType: 'Partner',
    accountStatus: 'PROVISIONING',
    isAws: false,
    billingId: 'BP-2002',
    tenantPrefix: 'bright',
    emailDomains: ['bright.example'],
  },
  northwind: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Northwind Software',
    region: 'aws:us-west-2',
    organizationType: 'Software Partner',
    accountStatus: 'PROVISIONED',
    isAws: true,
    billingId: 'NW-3003',
    tenantPrefix: 'northwind',
    emailDomains: ['northwind.example', 'nwsoft.example'],
    // The linked pair of the demo world: the software partner is linked to its customer
    // (docs/product/companies.md COMPANIES-7).
    linkedOrganizationId: '00000000-0000-4000-8000-000000000001',
  },
  stateU: {
    id: '00000000-0000-4000-8000-000000000004',
    name: 'State University',
    region: 'scylla:us',
    organizationType: 'Education',
    accountStatus: 'INITIATED',
    isAws: false,
    billingId: '400004',
    tenantPrefix: 'stateu',
    emailDomains: ['state-u.example'],
  },
  hack: {
    id: '00000000-0000-4000-8000-000000000005',
    name: 'Hack Week 2026',
    region: 'extend:de-1',
    organizationType: 'Hackathon',
    accountStatus: '',
    isAws: false,
    billingId: '500005',
    tenantPrefix: 'hackweek',
    emailDomains: ['hackweek.example'],
  },
  provider: {
    id: '00000000-0000-4000-8000-000000000006',
    name: 'Provider Internal',
    region: 'scylla:us',
    organizationType: 'Internal',
    accountStatus: 'PROVISIONED',
    isAws: false,
    billingId: 'PI-6006',
    tenantPrefix: 'provider',
    emailDomains: ['provider.example'],
  },
  globex: {
    id: '00000000-0000-4000-8000-000000000007',
    name: 'Globex Apps',
    region: 'scylla:us-fed',
    organizationType: 'Producer',
    accountStatus: 'DELETION_REQUESTED',
    isAws: false,
    billingId: 'GX-7007',
    tenantPrefix: 'globex',
    emailDomains: ['globex.example'],
  },
  initech: {
    id: '00000000-0000-4000-8000-000000000008',
    name: 'Initech',
    region: 'extend:de-2',
    organizationType: 'Customer',
    accountStatus: 'ERROR_APES',
    isAws: false,
    billingId: 'IN-8008',
    tenantPrefix: 'initech',
    emailDomains: ['initech.example'],
  },
  umbrella: {
    id: '00000000-0000-4000-8000-000000000009',
    name: 'Umbrella Perf Lab',
    region: 'scylla:us-perf',
    organizationType: 'Customer',
    accountStatus: 'DELETION_SCHEDULED',
    isAws: false,
    billingId: 'UP-9009',
    tenantPrefix: 'umbrella',
    emailDomains: ['umbrella.example'],
  },
} satisfies Record<string, DemoOrg>;

type DemoUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  canSignIn: boolean;
  isProviderEmployee?: boolean;
  globalPermissions?: GlobalPermission[];
  /** Has agreed to the terms in force; everyone but one demo user has, so the console opens at once. */
  hasAgreedToTerms: boolean;
  memberships: { org: keyof typeof demoOrgs; associationType: AssociationType; roles: Role[] }[];
};

/** The demo accounts the README lists, plus a system account (it cannot sign in) so every role exists. */
export const demoUsers: DemoUser[] = [
  {
    id: '00000000-0000-4000-9000-000000000001',
    email: 'admin@demo.example',
    firstName: 'Ada',
    lastName: 'Admin',
    canSignIn: true,
    hasAgreedToTerms: true,
    memberships: [
      { org: 'acme', associationType: 'PRIMARY', roles: ['admin'] },
      { org: 'bright', associationType: 'SECONDARY', roles: ['developer'] },
      { org: 'northwind', associationType: 'COLLABORATOR', roles: ['member'] },
    ],
  },
  {
    id: '00000000-0000-4000-9000-000000000002',
    email: 'developer@demo.example',
    firstName: 'Dev',
    lastName: 'Developer',
    canSignIn: true,
    hasAgreedToTerms: true,
    memberships: [{ org: 'acme', associationType: 'PRIMARY', roles: ['developer'] }],
  },
  {
    id: '00000000-0000-4000-9000-000000000003',
    email: 'specialist@demo.example',
    firstName: 'Sam',
    lastName: 'Specialist',
    canSignIn: true,
    hasAgreedToTerms: true,
    memberships: [{ org: 'acme', associationType: 'PRIMARY', roles: ['specialist'] }],
  },
  {
    id: '00000000-0000-4000-9000-000000000004',
    email: 'member@demo.example',
    firstName: 'Mia',
    lastName: 'Member',
    canSignIn: true,
    // The one who has not: the console sends her to /terms/agree first (docs/product/sign-in.md SIGNIN-10).
    hasAgreedToTerms: false,
    memberships: [{ org: 'acme', associationType: 'PRIMARY', roles: ['member'] }],
  },
  {
    id: '00000000-0000-4000-9000-000000000005',
    email: 'dsc@demo.example',
    firstName: 'Dana',
    lastName: 'Support',
    canSignIn: true,
    hasAgreedToTerms: true,
    memberships: [
      { org: 'bright', associationType: 'PRIMARY', roles: ['dsc', 'admin'] },
      { org: 'acme', associationType: 'COLLABORATOR', roles: ['dsc'] },
    ],
  },
  {
    id: '00000000-0000-4000-9000-000000000006',
    email: 'staff@demo.example',
    firstName: 'Stef',
    lastName: 'Staff',
    canSignIn: true,
    hasAgreedToTerms: true,
    isProviderEmployee: true,
    // Everything of /admin but certifying: reviewing is a duty of its own (the reviewer below).
    globalPermissions: globalPermissions.filter((p) => p !== 'admin.review'),
    memberships: [{ org: 'provider', associationType: 'PRIMARY', roles: ['admin'] }],
  },
  {
    id: '00000000-0000-4000-9000-00000000000a',
    email: 'reviewer@demo.example',
    firstName: 'Rita',
    lastName: 'Reviewer',
    canSignIn: true,
    hasAgreedToTerms: true,
    isProviderEmployee: true,
    // The provider's app review: sees every company's apps and certifies versions submitted for review.
    globalPermissions: ['admin.portal', 'admin.apps', 'admin.review'],
    memberships: [{ org: 'provider', associationType: 'PRIMARY', roles: ['member'] }],
  },
  {
    id: '00000000-0000-4000-9000-000000000007',
    email: 'system@demo.example',
    firstName: 'System',
    lastName: 'User',
    canSignIn: false,
    hasAgreedToTerms: true,
    memberships: [{ org: 'acme', associationType: 'PRIMARY', roles: ['systemaccount'] }],
  },
  {
    id: '00000000-0000-4000-9000-000000000008',
    email: 'student@demo.example',
    firstName: 'Sol',
    lastName: 'Student',
    canSignIn: true,
    hasAgreedToTerms: true,
    memberships: [
      { org: 'stateU', associationType: 'PRIMARY', roles: ['developer'] },
      { org: 'hack', associationType: 'SECONDARY', roles: ['member'] },
    ],
  },
  {
    id: '00000000-0000-4000-9000-000000000009',
    email: 'producer@demo.example',
    firstName: 'Pat',
    lastName: 'Producer',
    canSignIn: true,
    hasAgreedToTerms: true,
    memberships: [
      { org: 'globex', associationType: 'PRIMARY', roles: ['admin'] },
      { org: 'initech', associationType: 'SECONDARY', roles: ['admin', 'developer'] },
      { org: 'umbrella', associationType: 'COLLABORATOR', roles: ['specialist'] },
    ],
  },
];

/** The demo accounts a person can sign in with, in the seed's order (README and the sign-in page). */
export const demoSignInEmails = (): string[] =>
  demoUsers.filter((user) => user.canSignIn).map((user) => user.email);

/**
 * What the identity seed reads: the demo password, or a hash of it made beforehand. Only the API tests hand
 * one in, made at a low scrypt cost (test/testApp.ts): every sign-in as a demo person checks the password
 * at the cost of its stored hash, about 0.12 s of CPU at the product's, in some 270 sign-ins and 130 seeds
 * a database (bench/README, "The API tests' demo password at a low scrypt cost").
 */
export type IdentityDemoInput = Pick<Config, 'demoPassword'> & { demoPasswordHash?: string };

/**
 * The identity part of the demo world: companies of every organization type in several
 * regions and account statuses, and the demo users with password DEMO_PASSWORD. Runs only on a database
 * without users; regions and role permissions are reference data buildApp ensures on every start, so call
 * this after buildApp.
 * Returns whether it seeded.
 */
export async function seedIdentityDemo(db: Db, config: IdentityDemoInput): Promise<boolean> {
  const repo = identityDemoRepository(db);
  if (await repo.hasUsers()) return false;
  // One hash for every demo account: they share DEMO_PASSWORD, which is published, so a salt each hides
  // nothing, and twelve scrypt hashes were 0.6 s of a fresh start and 32 MB each while they ran.
  const hash = config.demoPasswordHash ?? (await hashPassword(config.demoPassword));
  const terms = await identitySeeding(db).currentTerms();
  await repo.insertAll(
    Object.values(demoOrgs),
    demoUsers.map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      passwordHash: u.canSignIn ? hash : null,
      isProviderEmployee: u.isProviderEmployee ?? false,
      globalPermissions: u.globalPermissions ?? [],
    })),
    demoUsers.flatMap((u) =>
      u.memberships.map((m) => ({
        userId: u.id,
        organizationId: demoOrgs[m.org].id,
        associationType: m.associationType,
        roles: m.roles,
      })),
    ),
    demoUsers.filter((u) => u.hasAgreedToTerms).map((u) => ({ userId: u.id, version: terms.version })),
  );
  await seedTenantsDemo(db, demoOrgs);
  await seedEntitlementsDemo(db, demoOrgs, new Date());
  await seedSamlDemo(db, demoOrgs.acme, new Date());
  return true;
}

/** A production server refuses to run with the well-known demo accounts in its database. */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  return identityDemoRepository(db).hasDemoAccounts();
}
