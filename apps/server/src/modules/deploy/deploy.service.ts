import {
  type AppAvailability,
  type Deployment,
  type Environment,
  limitReachedMessage,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import { type AppDirectory, notFound } from '../apps/apps.port.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { notLicensed, regionVerdict, tenantVerdict } from './availability.ts';
import type { DeployRepository } from './deploy.repository.ts';

type Actor = { userId: string; organizationId: string };
type DeploymentRow = Awaited<ReturnType<DeployRepository['list']>>[number];
type DeployRequest = { versionId: string; tenant: string; environment: Environment };

const toDeployment = (row: DeploymentRow): Deployment => ({
  ...row,
  environment: row.environment,
  deployedAt: row.deployedAt.toISOString(),
});

/**
 * Deploy and the registry (docs/product/deploy.md): which version of an app runs in which tenant. The
 * lifecycle's state machine (packages/contracts) decides whether a version may go to an environment.
 */
export function deployService(deps: {
  repo: DeployRepository;
  /** Runs `work` in one transaction, with the repository on it (deployAll). */
  inTransaction: <T>(work: (repo: DeployRepository) => Promise<T>) => Promise<T>;
  apps: AppDirectory;
  tenants: TenantsService;
  entitlements: EntitlementLimits;
  /** The company's audit trail; absent in tools that build the service alone. */
  audit?: AuditLog;
  /** The branchAvailabilityCheck flag: an app's region decides where it may run. */
  checkRegions: boolean;
}) {
  const { repo, apps, tenants } = deps;
  /**
   * What deploy checks before it writes, in its order: the version (own, or granted by a licence in
   * force), the tenant, its environment, then the tenant's verdict (region, stage). prontoDeploy asks it
   * too before it queues the deploy, so both refuse alike.
   */
  async function check(
    actor: Actor,
    request: { versionId: string; tenant: string; environment?: Environment },
  ) {
    // The company's own version, or the one a licence in force grants it (another version of a licensed app,
    // or any version without such a licence, is missing to it: docs/product/deploy.md DEPLOY-1).
    const own = await apps.versionOf(actor.organizationId, request.versionId);
    const owned = own ?? (await apps.grantedVersionOf(actor.organizationId, request.versionId));
    if (!owned) throw new HttpError('not_found', 'Version not found.');
    // The tenant first: a name the company does not have, or of another environment, is a bad request
    // whatever the version's stage; then the state machine's 409.
    const tenant = await tenants.placeByName(actor.organizationId, request.tenant);
    if (!tenant) throw new HttpError('not_found', 'Tenant not found.');
    const environment = request.environment ?? tenant.environment;
    if (tenant.environment !== environment)
      throw new HttpError(
        'bad_request',
        `Tenant ${tenant.name} is for ${tenant.environment}, not ${environment}.`,
      );
    // The entitlement is counted by the write itself, under the company's lock.
    const refused = tenantVerdict({
      version: owned,
      appRegion: await repo.regionOf(owned.app.organizationId),
      tenant,
      checkRegion: deps.checkRegions,
      production: null,
    });
    if (refused) throw new HttpError('conflict', refused.message);
    return { owned, tenant, environment, isLicensed: own === null };
  }

  /** The checks, what the tenant runs now (the audit's "from") and the entitlement's limit, before writing. */
  async function prepare(actor: Actor, request: DeployRequest) {
    const { owned, tenant, isLicensed } = await check(actor, request);
    const [replaced] = await repo.list(actor.organizationId, {
      tenant: request.tenant,
      referenceId: owned.app.referenceId,
    });
    // An Extend app in Production counts against the company's entitlement (docs/product/deploy.md DEPLOY-4).
    const limit =
      request.environment === 'Production' && owned.app.type === 'EXTEND'
        ? await deps.entitlements.limit(actor.organizationId, 'productionExtendApps')
        : null;
    return { request, owned, tenant, isLicensed, replaced, limit };
  }
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /** The registry row and its history line, on `on` (the service's repository or a transaction's). */
  async function write(on: DeployRepository, actor: Actor, prepared: Prepared): Promise<Deployment> {
    const { request, owned, limit } = prepared;
    const id = await on.upsert(
      {
        appId: owned.app.id,
        versionId: owned.version.id,
        organizationId: actor.organizationId,
        tenant: request.tenant,
        environment: request.environment,
        deployedBy: actor.userId,
      },
      limit === null ? undefined : { organizationId: actor.organizationId, limit },
    );
    if (id === null) throw new HttpError('conflict', limitReachedMessage('productionExtendApps', limit ?? 0));
    const [row] = await on.list(actor.organizationId, { id });
    return toDeployment(row!);
  }

  async function audited(
    actor: Actor,
    { owned, tenant, isLicensed, replaced }: Prepared,
    deployed: Deployment,
    options: { rollback?: boolean },
  ) {
    await deps.audit?.({
      organizationId: actor.organizationId,
      userId: actor.userId,
      action: options.rollback ? 'apps.rollback' : 'apps.deploy',
      target: owned.app.referenceId,
      appId: owned.app.id,
      message: options.rollback
        ? `Rolled back app ${owned.app.name} (${owned.app.referenceId}) on tenant ${tenant.name} from version ${replaced ? `${replaced.version} (number ${replaced.versionNumber})` : 'none'} to version ${deployed.version} (number ${deployed.versionNumber})`
        : `Deployed ${isLicensed ? `licensed app ${owned.app.name} of ${owned.app.organizationName}` : `app ${owned.app.name}`} (${owned.app.referenceId}) version ${deployed.version} to tenant ${tenant.name}`,
      before: { tenant: tenant.name, version: replaced?.version ?? null },
      after: { tenant: tenant.name, version: deployed.version },
    });
  }

  return {
    check,

    /** `rollback`: the deploy puts back the version the tenant ran before (releases), audited as such. */
    async deploy(actor: Actor, request: DeployRequest, options: { rollback?: boolean } = {}) {
      const prepared = await prepare(actor, request);
      const deployed = await write(repo, actor, prepared);
      await audited(actor, prepared, deployed, options);
      return deployed;
    },

    /**
     * Several deploys as one (an environment's rollback): every check first, then every write in one
     * transaction, so a failure on any tenant leaves all of them as they were; the audit lines follow
     * the commit, as deploy's do.
     */
    async deployAll(actor: Actor, requests: readonly DeployRequest[], options: { rollback?: boolean } = {}) {
      const prepared: Prepared[] = [];
      for (const request of requests) prepared.push(await prepare(actor, request));
      const deployed = await deps.inTransaction(async (tx) => {
        const written: Deployment[] = [];
        for (const one of prepared) written.push(await write(tx, actor, one));
        return written;
      });
      for (const [i, one] of prepared.entries()) await audited(actor, one, deployed[i]!, options);
      return deployed;
    },

    /**
     * appAvailability: every tenant of the company, with whether the version can go there and why not.
     * An app the company neither owns nor licenses is missing, as everywhere else.
     */
    async availability(
      organizationId: string,
      appIdOrRef: string,
      versionId: string,
    ): Promise<AppAvailability> {
      const app = await apps.visibleTo(organizationId, appIdOrRef);
      if (!app) throw notFound();
      const version =
        (await apps.versionOf(organizationId, versionId)) ??
        (await apps.grantedVersionOf(organizationId, versionId));
      if (version && version.app.id !== app.id) throw new HttpError('not_found', 'Version not found.');
      if (!version && app.organizationId === organizationId)
        throw new HttpError('not_found', 'Version not found.');
      const [appRegion, companyRegion, places] = await Promise.all([
        repo.regionOf(app.organizationId),
        repo.regionOf(organizationId),
        tenants.placesOf(organizationId),
      ]);
      const limit =
        app.type === 'EXTEND' ? await deps.entitlements.limit(organizationId, 'productionExtendApps') : null;
      const counted = limit === null ? null : await repo.productionExtendApps(organizationId, app.id);
      const production =
        limit === null || !counted ? null : { limit, isFull: !counted.already && counted.others >= limit };
      const verdict = (tenant: (typeof places)[number]) =>
        tenantVerdict({ version, appRegion, tenant, checkRegion: deps.checkRegions, production });
      // A region is available when the app may run there at all; its tenants may still refuse the version.
      const regionAnswer = version
        ? regionVerdict(appRegion, companyRegion, deps.checkRegions)
        : notLicensed();
      return {
        appId: app.id,
        versionId,
        appRegion,
        regions: [{ region: companyRegion, available: regionAnswer === null, reason: regionAnswer }],
        tenants: places.map((tenant) => {
          const reason = verdict(tenant);
          return {
            id: tenant.id,
            name: tenant.name,
            environment: tenant.environment,
            region: tenant.region,
            dataCenter: tenant.dataCenter,
            available: reason === null,
            reason,
          };
        }),
      };
    },

    /**
     * Deploy tracking: an app's deploys over time, kept after a redeploy (docs/product/deploy.md DEPLOY-5).
     */
    async history(organizationId: string, filter: { referenceId: string; tenant?: string | undefined }) {
      const rows = await repo.history(organizationId, filter);
      return { data: rows.map((row) => ({ ...row, deployedAt: row.deployedAt.toISOString() })) };
    },

    async installations(
      organizationId: string,
      query: { tenant?: string | undefined; offset: number; limit: number },
    ) {
      const { total, rows } = await repo.page(organizationId, query);
      return { total, data: rows.map(toDeployment) };
    },

    async registry(
      organizationId: string,
      filter: { tenant?: string | undefined; referenceId?: string | undefined },
    ) {
      const rows = await repo.list(organizationId, {
        ...(filter.tenant ? { tenant: filter.tenant } : {}),
        ...(filter.referenceId ? { referenceId: filter.referenceId } : {}),
      });
      return { data: rows.map(toDeployment) };
    },
  };
}

export type DeployService = ReturnType<typeof deployService>;
