import type { Environment, PromotionRequest, VersionLifecycle } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/httpError.ts';
import { type AppRow, appsRepository, type BuildRow, type VersionRow } from './apps.repository.ts';

/** A version of the company's app with what the lifecycle rules read (contracts' lifecycleTransition). */
export type OwnedVersion = {
  version: VersionRow;
  app: AppRow;
  latestBuild: BuildRow | null;
  state: VersionLifecycle;
};

/** The UTC day of an instant (YYYY-MM-DD): licences begin and end on whole days (contracts' licenseStatus). */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The answer for an app that is missing or another company's: the two are never told apart. */
export const notFound = () =>
  new HttpError('not_found', 'App not found. It may have already been retired or deleted.');

/**
 * What other modules may ask about apps (docs/architecture.md, Modules: modules meet through services and
 * ports). The rules of who sees an app live here once: the apps service, analytics, logs and the access log
 * all use them.
 */
export function appDirectory(db: Db) {
  const repo = appsRepository(db);
  const withLifecycle = async (version: VersionRow, app: AppRow): Promise<OwnedVersion> => {
    const [latest] = await repo.latestBuilds([version.id]);
    return {
      version,
      app,
      latestBuild: latest ?? null,
      state: {
        environment: version.environment,
        reviewState: version.reviewState,
        buildStatus: latest?.status ?? null,
        isAppRetired: app.retiredAt !== null,
      },
    };
  };
  /**
   * An app licensed to the company by a licence in force today (begun, and not past its end day, UTC):
   * what a licensee may deploy and run. Its own app, an ended licence or none is null, like a missing app.
   */
  async function licensedTo(
    organizationId: string,
    idOrRef: string,
    now = new Date(),
  ): Promise<AppRow | null> {
    return (await licenceInForce(organizationId, idOrRef, now))?.app ?? null;
  }
  async function licenceInForce(organizationId: string, idOrRef: string, now: Date) {
    const app = await repo.byIdOrReference(idOrRef);
    if (!app || app.organizationId === organizationId) return null;
    const licence = await repo.licenceOn(app.id, organizationId, utcDay(now));
    return licence ? { app, licence } : null;
  }

  /**
   * The version a licence in force grants the licensee (docs/decisions/license-end.md): by its version
   * policy, the licensed app's newest version released to Production or the one pinned at the grant;
   * null when there is none.
   */
  async function grantedVersion(organizationId: string, idOrRef: string, now = new Date()) {
    const inForce = await licenceInForce(organizationId, idOrRef, now);
    if (!inForce) return null;
    const { app, licence } = inForce;
    const version =
      licence.versionPolicy === 'pinned'
        ? licence.pinnedVersionId && (await repo.version(licence.pinnedVersionId))
        : await repo.newestProductionVersion(app.id);
    return { app, version: version ? await withLifecycle(version, app) : null };
  }

  return {
    /** Any company's app by id or Reference_Id. */
    find: (idOrRef: string): Promise<AppRow | null> => repo.byIdOrReference(idOrRef),

    /** The company's own app; another company's is null, exactly like a missing one. */
    async ownedBy(organizationId: string, idOrRef: string): Promise<AppRow | null> {
      const app = await repo.byIdOrReference(idOrRef);
      return app && app.organizationId === organizationId ? app : null;
    },

    /** The company's own app, or the 404 of `notFound`. */
    async requireOwnedBy(organizationId: string, idOrRef: string): Promise<AppRow> {
      const app = await repo.byIdOrReference(idOrRef);
      if (!app || app.organizationId !== organizationId) throw notFound();
      return app;
    },

    /** An app the company may see: it owns it or holds a license to it (docs/product/apps.md APPS-5). */
    async visibleTo(organizationId: string, idOrRef: string): Promise<AppRow | null> {
      const app = await repo.byIdOrReference(idOrRef);
      if (!app) return null;
      if (app.organizationId === organizationId) return app;
      return (await repo.isLicensedTo(app.id, organizationId)) ? app : null;
    },

    /** One of the company's versions with its lifecycle state; another company's is null, like a missing one. */
    async versionOf(organizationId: string, versionId: string): Promise<OwnedVersion | null> {
      const version = await repo.version(versionId);
      const app = version ? await repo.byId(version.appId) : null;
      if (!version || !app || app.organizationId !== organizationId) return null;
      return withLifecycle(version, app);
    },

    licensedTo,
    grantedVersion,

    /** The app's newest version released to Production, if any (what a pinned licence fixes). */
    newestProductionVersion: (appId: string) => repo.newestProductionVersion(appId),

    /** The version, if it is the one a licence in force grants the company; else null, like a missing one. */
    async grantedVersionOf(organizationId: string, versionId: string, now = new Date()) {
      const version = await repo.version(versionId);
      if (!version) return null;
      const granted = await grantedVersion(organizationId, version.appId, now);
      return granted?.version?.version.id === versionId ? granted.version : null;
    },

    /** The company's app ids for names given as ids or reference IDs, keyed by the lower-cased name. */
    idsOf: (organizationId: string, refs: readonly string[]) => repo.idsOf(organizationId, refs),
  };
}

export type AppDirectory = ReturnType<typeof appDirectory>;

/** A promotion the lifecycle allows, before it moves the version. */
export type PromotionAsked = {
  appId: string;
  versionId: string;
  fromEnvironment: Environment;
  to: Environment;
};

/**
 * Asked by promote before it moves a version (modules/promotionApprovals): the request that holds the
 * promotion for the company's approvals, or null to promote at once. The apps module defines it and
 * app.ts hands it the approvals' service, so apps never import that module.
 */
export type PromotionGate = (
  actor: { userId: string; organizationId: string },
  promotion: PromotionAsked,
) => Promise<PromotionRequest | null>;
