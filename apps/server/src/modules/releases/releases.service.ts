import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {
  AppBoard,
  BoardTenant,
  Environment,
  FileDiff,
  RollbackRequest,
  RollbackResult,
  VersionDiff,
  VersionRef,
} from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { tasks } from '../../taskTable.ts';
import type { AppDirectory } from '../apps/apps.port.ts';
import type { Actor, AppsService } from '../apps/apps.service.ts';
import type { DeployService } from '../deploy/deploy.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { SourceIndex } from './sourceIndex.ts';
import { fileChanges, manifestChanges } from './versionDiff.ts';

/** The board's columns, in the lifecycle's order (docs/app-lifecycle.md). */
const columnOrder: readonly Environment[] = ['Development', 'Implementation', 'Sandbox', 'Production'];
/**
 * Sources never change once uploaded: a version's index is kept for the next diff (docs/product/promotions.md
 * PROMO-4), a few at a time.
 */
const INDEX_CACHE_SIZE = 32;

const ref = (v: { versionId: string; version: string; versionNumber: number }): VersionRef => ({
  id: v.versionId,
  number: v.versionNumber,
  version: v.version,
});
/** A current deployment as a plain version reference (without who and when). */
const versionOnly = (v: VersionRef): VersionRef => ({ id: v.id, number: v.number, version: v.version });

/**
 * The promotion board, the diff between two versions, and rollback (docs/product/promotions.md PROMO-3 to
 * PROMO-5). It owns no data: versions and sources come through the apps service, deploys and their history
 * through the deploy service, so a rollback is a deploy with the same checks and the same history line.
 */
export function releasesService(deps: {
  apps: AppsService;
  directory: AppDirectory;
  deploy: DeployService;
  tenants: TenantsService;
  storage: Pick<FileStorage, 'withScratch'>;
}) {
  const { apps, directory, deploy, tenants } = deps;
  const indexes = new Map<string, SourceIndex>();

  /** Each tenant of the company with what the app runs there now and the other version it ran before. */
  async function tenantStates(actor: Actor, referenceId: string) {
    const places = await tenants.placesOf(actor.organizationId);
    return Promise.all(
      places.map(async (place) => {
        const { data } = await deploy.history(actor.organizationId, { referenceId, tenant: place.name });
        const at = data.findIndex((row) => row.isCurrent);
        const current = at < 0 ? null : data[at]!;
        const before = current && data.slice(at + 1).find((row) => row.versionId !== current.versionId);
        const state: BoardTenant = {
          tenant: place.name,
          current: current
            ? { ...ref(current), deployedBy: current.deployedBy, deployedAt: current.deployedAt }
            : null,
          previous: before ? ref(before) : null,
        };
        return { ...state, environment: place.environment };
      }),
    );
  }

  /** Both versions of the app (404 'Version not found.' for any other), as references. */
  async function twoVersions(actor: Actor, appId: string, ids: { from: string; to: string }) {
    const found = await Promise.all(
      [ids.from, ids.to].map(async (id) => {
        const version = await apps.version(actor, id);
        if (version.appId !== appId) throw new HttpError('not_found', 'Version not found.');
        return version;
      }),
    );
    return found.map((v) => ({ id: v.id, number: v.number, version: v.version })) as [VersionRef, VersionRef];
  }

  /** Copies the versions' source zips (through the apps service) to a scratch folder, then runs `work`. */
  function withZips<T>(actor: Actor, versionIds: string[], work: (zips: string[]) => Promise<T>) {
    return deps.storage.withScratch('releases', async (dir) => {
      const zips = await Promise.all(
        versionIds.map(async (id, i) => {
          const file = path.join(dir, `source-${i}.zip`);
          const { stream } = await apps.source(actor, id);
          await pipeline(stream, createWriteStream(file));
          return file;
        }),
      );
      return work(zips);
    });
  }

  async function indexesOf(actor: Actor, versionIds: string[]): Promise<SourceIndex[]> {
    const missing = [...new Set(versionIds.filter((id) => !indexes.has(id)))];
    if (missing.length > 0) {
      const read = await withZips(actor, missing, (zips) => runTask(tasks.indexSources, { zips }));
      missing.forEach((id, i) => {
        if (indexes.size >= INDEX_CACHE_SIZE) indexes.delete(indexes.keys().next().value!);
        indexes.set(id, read[i]!);
      });
    }
    return versionIds.map((id) => indexes.get(id)!);
  }

  type Target = { tenant: string; environment: Environment; from: VersionRef; to: VersionRef };

  /** The tenants a rollback moves, each with the version it runs and the one it goes back to. */
  async function rollbackTargets(
    actor: Actor,
    app: { referenceId: string; name: string },
    request: RollbackRequest,
  ): Promise<Target[]> {
    const states = await tenantStates(actor, app.referenceId);
    const target = (s: (typeof states)[number]): Target | null =>
      s.current && s.previous
        ? { tenant: s.tenant, environment: s.environment, from: versionOnly(s.current), to: s.previous }
        : null;
    if (request.tenant !== undefined) {
      const state = states.find((s) => s.tenant === request.tenant);
      if (!state) throw new HttpError('not_found', 'Tenant not found.');
      if (!state.current)
        throw new HttpError(
          'conflict',
          `App ${app.name} is not deployed to tenant ${state.tenant}: there is nothing to roll back.`,
        );
      const one = target(state);
      if (!one)
        throw new HttpError(
          'conflict',
          `Tenant ${state.tenant} has run no other version of app ${app.name}: there is nothing to roll back to.`,
        );
      return [one];
    }
    const running = states.flatMap((s) =>
      s.environment === request.environment && s.current ? [{ state: s, current: s.current }] : [],
    );
    // The environment's current version: the one deployed last to any of its tenants.
    const newest = running.reduce<(typeof running)[number] | null>(
      (a, b) => (a && a.current.deployedAt >= b.current.deployedAt ? a : b),
      null,
    );
    // In the tenants' order, so an environment's rollback writes them in the same order every time.
    const targets = running
      .flatMap(({ state, current }) => {
        const one = current.id === newest?.current.id ? target(state) : null;
        return one ? [one] : [];
      })
      .sort((a, b) => a.tenant.localeCompare(b.tenant));
    if (targets.length === 0)
      throw new HttpError(
        'conflict',
        `No tenant of ${request.environment} runs its newest version of app ${app.name} after an earlier one: there is nothing to roll back.`,
      );
    return targets;
  }

  return {
    async board(actor: Actor, idOrRef: string): Promise<AppBoard> {
      const app = await directory.requireOwnedBy(actor.organizationId, idOrRef);
      const [{ data: versions }, states] = await Promise.all([
        apps.versions(actor, app.id),
        tenantStates(actor, app.referenceId),
      ]);
      const newestFirst = [...versions].sort((a, b) => b.number - a.number);
      return {
        appId: app.id,
        referenceId: app.referenceId,
        columns: columnOrder.map((environment) => ({
          environment,
          versions: newestFirst
            .filter((v) => v.environment === environment)
            .map((v) => ({
              id: v.id,
              number: v.number,
              version: v.version,
              buildId: v.latestBuild?.id ?? null,
              buildStatus: v.latestBuild?.status ?? null,
              createdAt: v.createdAt,
            })),
          tenants: states
            .filter((s) => s.environment === environment)
            .map(({ environment: _, ...tenant }) => tenant),
        })),
      };
    },

    async diff(actor: Actor, idOrRef: string, query: { from: string; to: string }): Promise<VersionDiff> {
      const app = await directory.requireOwnedBy(actor.organizationId, idOrRef);
      const [from, to] = await twoVersions(actor, app.id, query);
      const [a, b] = await indexesOf(actor, [from.id, to.id]);
      const { changes, unchanged } = fileChanges(a!.files, b!.files);
      return {
        from,
        to,
        files: changes,
        unchangedFiles: unchanged,
        manifest: manifestChanges(a!.manifest, b!.manifest),
      };
    },

    async fileDiff(
      actor: Actor,
      idOrRef: string,
      query: { from: string; to: string; path: string },
    ): Promise<FileDiff> {
      const app = await directory.requireOwnedBy(actor.organizationId, idOrRef);
      const [from, to] = await twoVersions(actor, app.id, query);
      const [a, b] = await withZips(actor, [from.id, to.id], ([fromZip, toZip]) =>
        runTask(tasks.fileSides, { from: fromZip!, to: toZip!, path: query.path }),
      );
      if (a!.notShown === 'absent' && b!.notShown === 'absent')
        throw new HttpError('not_found', `Neither version has a file ${query.path}.`);
      return { path: query.path, from: a!, to: b! };
    },

    /**
     * Puts the version each tenant ran before back, through deploy (its checks, its history line, its
     * audit as a rollback), all tenants as one deploy (deployAll): every tenant is checked before the
     * first is written and the writes are one transaction, so a refusal or a failure on any tenant leaves
     * all of them as they were.
     */
    async rollback(actor: Actor, idOrRef: string, request: RollbackRequest): Promise<RollbackResult> {
      const app = await directory.requireOwnedBy(actor.organizationId, idOrRef);
      const targets = await rollbackTargets(actor, app, request);
      const deployed = await deploy.deployAll(
        actor,
        targets.map((t) => ({ versionId: t.to.id, tenant: t.tenant, environment: t.environment })),
        { rollback: true },
      );
      return { data: targets.map((t, i) => ({ ...t, deployedAt: deployed[i]!.deployedAt })) };
    },
  };
}

export type ReleasesService = ReturnType<typeof releasesService>;
