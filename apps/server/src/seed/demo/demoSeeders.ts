import { seedApiClientsDemo } from '../apiClientsDemo.ts';
import { seedAwsAccessDemo } from '../awsAccessDemo.ts';
import { seedIdentityDemo } from '../identityDemo.ts';
import { seedIntegrationsDemo } from '../integrationsDemo.ts';
import { seedLogAlertsDemo } from '../logAlertsDemo.ts';
import { seedOrchestrationsDemo } from '../orchestrationsDemo.ts';
import { seedPeopleDemo } from '../peopleDemo.ts';
import { seedProductUpdatesDemo } from '../productUpdatesDemo.ts';
import { seedPromotionApprovalsDemo } from '../promotionApprovalsDemo.ts';
import { seedReleasesDemo } from '../releasesDemo.ts';
import { seedWorkspaceDemo } from '../workspaceDemo.ts';
import type { DemoSeeder } from './demoSeeder.ts';

/**
 * The demo world's seeders, each listed after those it uses (`after`): runDemoSeeders starts each once
 * those finished, so people and AWS access, the API clients, the integration and the feed are made beside
 * the apps, and releases and promotion approvals beside the log alerts and orchestration runs.
 */
export const demoSeeders: readonly DemoSeeder[] = [
  {
    name: 'identity',
    // Companies of every type and region with their entitlements, the demo accounts with their memberships
    // and agreements, tenants.
    seed: async ({ db, config }) => {
      await seedIdentityDemo(db, config);
    },
  },
  {
    name: 'people',
    after: ['identity'],
    // A company with more members than a page holds; Acme keeps its one admin, so its users page warns.
    seed: ({ db }) => seedPeopleDemo(db),
  },
  {
    name: 'aws access',
    after: ['people'],
    // A few of Acme's members hold AWS access (a collaborator among them); Bright Partners is at its limit.
    seed: ({ db }) => seedAwsAccessDemo(db),
  },
  {
    name: 'apps and logs',
    after: ['identity'],
    // Apps from scratch and from the catalog with real builds, their lifecycle, licenses, a month of logs.
    seed: ({ db, services, logger, now }) =>
      seedWorkspaceDemo({
        db,
        apps: services.apps,
        catalog: services.catalog,
        licenses: services.licenses,
        deploy: services.deploy,
        storage: services.storage,
        logger,
        now,
      }),
  },
  {
    name: 'releases',
    after: ['apps and logs'],
    // A second version of Acme's expense approval deployed to acme_dev over the first: a rollback target.
    seed: ({ services }) =>
      seedReleasesDemo({ apps: services.apps, deploy: services.deploy, storage: services.storage }),
  },
  {
    name: 'log alerts',
    after: ['apps and logs'],
    // On a preset of Acme's developer: a rule firing on the demo apps' events and one that stays OK.
    seed: ({ services }) => seedLogAlertsDemo(services.logPresets, services.logAlerts),
  },
  {
    name: 'promotion approvals',
    after: ['apps and logs'],
    // Acme asks one admin approval before Sandbox; its developer's promotion of the home card waits for it.
    seed: ({ services }) => seedPromotionApprovalsDemo(services.apps, services.promotionApprovals),
  },
  {
    name: 'orchestration runs',
    after: ['apps and logs', 'log alerts'],
    // Runs of the worker directory sync made by the engine: one succeeded, one failed, one waiting.
    seed: ({ services }) => seedOrchestrationsDemo(services.orchestrations.service),
  },
  {
    name: 'api clients',
    after: ['identity'],
    // One client of every kind and health: system, in use, unassigned, in a rotation's overlap, unused.
    seed: ({ db, services, now }) =>
      seedApiClientsDemo({ db, clients: services.apiClients, tenants: services.tenants, now }),
  },
  {
    name: 'third-party integrations',
    after: ['identity'],
    // Globex's payroll client, connected by Acme with workers.read on acme_sb.
    seed: ({ db, services }) =>
      seedIntegrationsDemo({ db, clients: services.apiClients, tenants: services.tenants }),
  },
  {
    name: 'product updates',
    after: ['identity'],
    // A few weeks of the header's feed, so its unread count and list show what they do.
    seed: ({ services, now }) => seedProductUpdatesDemo(services.productUpdates, now),
  },
];
