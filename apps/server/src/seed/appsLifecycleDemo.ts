import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppVersion, BuildStatus, Environment } from '@portal/contracts';
import type { Actor, AppsService } from '../modules/apps/apps.service.ts';
import type { DeployService } from '../modules/deploy/deploy.service.ts';
import type { LicensesService } from '../modules/licenses/licenses.service.ts';
import type { FileStorage } from '../platform/storage/fileStorage.ts';
import { writeZipBuffer } from '../platform/zip/writeZip.ts';
import { demoUsers } from './identityDemo.ts';

export type LifecycleDemoDeps = {
  apps: AppsService;
  licenses: LicensesService;
  deploy: DeployService;
  storage: Pick<FileStorage, 'withScratch'>;
  /** The demo apps' first versions by reference ID, with the actor that owns each. */
  firstVersions: Map<string, { actor: Actor; appId: string; versionId: string }>;
  now: Date;
};

const DAY = 86_400_000;
const FINISHED: readonly (BuildStatus | undefined)[] = ['SUCCEEDED', 'FAILED'];

/** Waits for the version's latest build to finish (the builds run as jobs in this process). */
async function settled(apps: AppsService, actor: Actor, versionId: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const version: AppVersion = await apps.version(actor, versionId);
    if (FINISHED.includes(version.latestBuild?.status)) return version;
    if (Date.now() > until)
      throw new Error(`demo build of version ${versionId} still ${version.latestBuild?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new source of the Benefits Enrollment Card whose page has a layout that does not exist: it passes the
 * upload checks (zip, manifest, reference ID) and fails the build, so the demo shows a FAILED build with
 * the real log lines that say why.
 */
async function brokenBenefitsSource(): Promise<Buffer> {
  const manifest = {
    referenceId: 'acme_benefits_enrollment',
    name: 'Benefits Enrollment Card',
    type: 'EXTEND',
    version: '0.2.0',
    description: 'Adds a plan comparison page (its layout is not one the platform knows).',
    components: [{ id: 'compare', kind: 'page', path: 'pages/compare.json' }],
  };
  const page = {
    title: 'Compare plans',
    layout: 'carousel',
    sections: [{ id: 'plans', fields: [{ id: 'plan', label: 'Plan', type: 'text' }] }],
  };
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return writeZipBuffer([
    { name: 'manifest.json', data: json(manifest) },
    { name: 'pages/compare.json', data: json(page) },
  ]);
}

/**
 * The demo world's lifecycle, through the same services as the API: one failed build, versions
 * promoted to Implementation and Sandbox, one waiting for review, one reviewed, certified by the provider's
 * reviewer and promoted to Production (its build
 * passes QUEUED_FOR_SIGNING through the signing job), deployments to demo tenants, and Acme's licenses to
 * Bright (two Active, one Expired): the one of its app in Production deployed by Bright to bright_impl.
 */
export async function seedAppsLifecycleDemo({
  apps,
  licenses,
  deploy: deployments,
  storage,
  firstVersions,
  now,
}: LifecycleDemoDeps) {
  const v = (referenceId: string) => {
    const found = firstVersions.get(referenceId);
    if (!found) throw new Error(`demo app ${referenceId} is missing`);
    return found;
  };
  const workerSync = v('acme_worker_directory_sync');
  const barcoding = v('acme_asset_barcoding');
  const expenses = v('acme_expense_approval');
  const onboarding = v('bright_onboarding_journey');
  const benefits = v('acme_benefits_enrollment');

  const broken = await storage.withScratch('demo', async (dir) => {
    const file = path.join(dir, 'benefits-0.2.0.zip');
    await writeFile(file, await brokenBenefitsSource());
    return (await apps.uploadVersion(benefits.actor, benefits.appId, file)).version.id;
  });

  for (const app of [workerSync, barcoding, expenses, onboarding])
    await settled(apps, app.actor, app.versionId);
  const step = (app: typeof workerSync, action: Parameters<AppsService['transition']>[2]) =>
    apps.transition(app.actor, app.versionId, action);
  const deploy = (app: typeof workerSync, tenant: string, environment: Environment) =>
    deployments.deploy(app.actor, { versionId: app.versionId, tenant, environment });

  await step(workerSync, { type: 'promote', to: 'Implementation' });
  await step(workerSync, { type: 'review' });
  // Certified by the provider's reviewer, acting for the company as the certify route does.
  const reviewer = demoUsers.find((user) => user.email === 'reviewer@demo.example')!;
  await apps.transition(
    { userId: reviewer.id, organizationId: workerSync.actor.organizationId },
    workerSync.versionId,
    { type: 'certify' },
  );
  await deploy(workerSync, 'acme_impl', 'Implementation');
  await step(workerSync, { type: 'promote', to: 'Production' });
  await step(barcoding, { type: 'promote', to: 'Sandbox' });
  await deploy(barcoding, 'acme_sb', 'Sandbox');
  // Waiting in the reviewers' queue (/admin/apps?review=IN_REVIEW).
  await step(barcoding, { type: 'review' });
  await deploy(expenses, 'acme_dev', 'Development');
  await step(onboarding, { type: 'promote', to: 'Sandbox' });
  await deploy(onboarding, 'bright_sb', 'Sandbox');

  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  const acme = expenses.actor.organizationId;
  const bright = onboarding.actor.organizationId;
  await licenses.create(acme, {
    appId: expenses.appId,
    consumerOrganizationId: bright,
    licenseStart: day(-60),
    licenseEnd: day(305),
  });
  await licenses.create(acme, {
    appId: barcoding.appId,
    consumerOrganizationId: bright,
    licenseStart: day(-400),
    licenseEnd: day(-35),
  });

  // Production runs the signed build only: wait for the signing job, then deploy it.
  const signed = await settled(apps, workerSync.actor, workerSync.versionId);
  if (signed.latestBuild?.status === 'SUCCEEDED') {
    await deploy(workerSync, 'acme_prod', 'Production');
    // Acme licenses its app in Production to Bright, whose admin deploys the version the licence
    // grants to Bright's own Implementation tenant: Bright's runs of it are seeded by orchestrationsDemo.ts.
    await licenses.create(acme, {
      appId: workerSync.appId,
      consumerOrganizationId: bright,
      licenseStart: day(-14),
      licenseEnd: null,
      versionPolicy: 'newestProduction',
    });
    await deployments.deploy(
      { userId: demoUsers.find((user) => user.email === 'dsc@demo.example')!.id, organizationId: bright },
      { versionId: workerSync.versionId, tenant: 'bright_impl', environment: 'Implementation' },
    );
  }
  await settled(apps, benefits.actor, broken);
}
