import type { AppType } from '@portal/contracts';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Actor, AppsService } from '../modules/apps/apps.service.ts';
import type { CatalogService } from '../modules/catalog/catalog.service.ts';
import type { DeployService } from '../modules/deploy/deploy.service.ts';
import type { LicensesService } from '../modules/licenses/licenses.service.ts';
import type { FileStorage } from '../platform/storage/fileStorage.ts';
import { seedAppsLifecycleDemo } from './appsLifecycleDemo.ts';
import { allSettledOrFirstError } from './demo/allSettled.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';
import { makeLogsDemoDays, writeLogsDemoLines } from './logsDemo.ts';

export type WorkspaceDemoDeps = {
  db: Db;
  apps: AppsService;
  catalog: CatalogService;
  licenses: LicensesService;
  deploy: DeployService;
  /** Its scratch folder holds the broken demo source while it uploads (FILES_DIR/tmp, not the OS's). */
  storage: Pick<FileStorage, 'withScratch'>;
  logger: Pick<Logger, 'info'>;
  now: Date;
};

type DemoApp = { referenceId: string; name: string; type: AppType; description: string; retire?: boolean };

const scratchApps: Record<'acme' | 'bright', DemoApp[]> = {
  acme: [
    {
      referenceId: 'acme_benefits_enrollment',
      name: 'Benefits Enrollment Card',
      type: 'EXTEND',
      description: 'A home card that walks workers through open enrollment.',
    },
    {
      referenceId: 'acme_payroll_sync',
      name: 'Payroll Sync (legacy)',
      type: 'INTEGRATION',
      description:
        'Nightly export of payroll results to the old ledger. Replaced by the worker directory sync.',
      retire: true,
    },
  ],
  bright: [
    {
      referenceId: 'bright_onboarding_journey',
      name: 'Contractor Onboarding Journey',
      type: 'JOURNEYS',
      description: 'Guides new contractors through their first week.',
    },
  ],
};

function actorFor(org: 'acme' | 'bright'): Actor {
  // The demo admin belongs to both companies (ADMIN of Acme, DEVELOPER of Bright): the apps are theirs.
  const admin = demoUsers.find((user) => user.email === 'admin@demo.example')!;
  return { userId: admin.id, organizationId: demoOrgs[org].id };
}

type CreatedApps = {
  appIds: Record<string, string[]>;
  firstVersions: Map<string, { actor: Actor; appId: string; versionId: string }>;
};

/** The demo apps from scratch, then Acme's copies of the catalog's samples, in that order. */
async function createDemoApps(apps: AppsService, catalog: CatalogService): Promise<CreatedApps> {
  const appIds: Record<string, string[]> = {};
  const firstVersions: CreatedApps['firstVersions'] = new Map();
  const add = (
    org: 'acme' | 'bright',
    created: { app: { id: string; referenceId: string }; version: { id: string } },
  ) => {
    appIds[demoOrgs[org].id] = [...(appIds[demoOrgs[org].id] ?? []), created.app.id];
    firstVersions.set(created.app.referenceId, {
      actor: actorFor(org),
      appId: created.app.id,
      versionId: created.version.id,
    });
  };

  for (const org of ['acme', 'bright'] as const) {
    for (const app of scratchApps[org]) {
      const created = await apps.createFromForm(
        actorFor(org),
        {
          name: app.name,
          referenceId: app.referenceId,
          description: app.description,
          type: app.type,
          builtOnProvider: org === 'acme',
        },
        'scratch',
      );
      add(org, created);
      if (app.retire) await apps.retire(actorFor(org), created.app.id);
    }
  }

  const { data: entries } = await catalog.list(undefined);
  for (const entry of entries) {
    const created = await apps.createFromForm(
      actorFor('acme'),
      {
        name: entry.title,
        referenceId: `acme_${entry.sample.replaceAll('-', '_')}`,
        description: entry.description ?? undefined,
        type: entry.type,
        builtOnProvider: true,
      },
      { catalog: entry.id },
    );
    add('acme', created);
  }
  return { appIds, firstVersions };
}

/**
 * The demo world's apps and logs, made through the same services the API uses, so every
 * app has a real source, version and build job (the builds run once the job runner has started), and
 * the month of logs names apps that exist. Runs once, on the first seeded start, after the identity demo.
 */
export async function seedWorkspaceDemo({
  db,
  apps,
  catalog,
  licenses,
  deploy,
  storage,
  logger,
  now,
}: WorkspaceDemoDeps): Promise<void> {
  const created = createDemoApps(apps, catalog);
  await allSettledOrFirstError([created, makeLogsDemoDays(db, now)]);
  const { appIds, firstVersions } = await created;

  // The month of logs needs only the apps' ids: written while the lifecycle waits on its builds' threads.
  const lines = writeLogsDemoLines(db, { orgIds: Object.keys(appIds), appIds, now });
  await allSettledOrFirstError([
    seedAppsLifecycleDemo({ apps, licenses, deploy, storage, firstVersions, now }),
    lines,
  ]);
  logger.info(
    { apps: Object.values(appIds).flat().length, logLines: await lines },
    'seeded the demo apps and logs',
  );
}
