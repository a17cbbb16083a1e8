import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type App,
  type AppListQuery,
  type AppManifest,
  type AppType,
  type AppVersion,
  type Environment,
  formatMessage,
  type GrantedVersion,
  type LifecycleAction,
  lifecycleTransition,
  MANIFEST_FILE,
  type PromotionRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { extractZip } from '../../platform/zip/extractZip.ts';
import { writeZipFile } from '../../platform/zip/writeZip.ts';
import { tasks } from '../../taskTable.ts';
import { toBuild } from '../builds/builds.port.ts';
import type { BuildsService } from '../builds/builds.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SearchIndex } from '../search/search.port.ts';
import { type AppAuditAction, pastTense, transitionAction } from './appAuditActions.ts';
import { appDirectory, notFound, type PromotionGate } from './apps.port.ts';
import {
  type AppRow,
  type AppsRepository,
  appsRepository,
  type BuildRow,
  type VersionRow,
} from './apps.repository.ts';
import { appsListQuery } from './appsList.repository.ts';
import { toAppView, toSearchEntry, toVersion } from './appViews.ts';
import { decideAndMove } from './lifecycleWrite.ts';
import { starterTemplate } from './source/starterTemplates.ts';

export type Actor = { userId: string; organizationId: string };
export type NewAppFields = {
  name: string;
  referenceId: string;
  description?: string | undefined;
  type: AppType;
  builtOnProvider: boolean;
};

const duplicate = (refId: string) =>
  new HttpError('conflict', formatMessage('referenceId.duplicate', { refId }));

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function appsService(deps: {
  db: Db;
  storage: FileStorage;
  builds: BuildsService;
  /** The app catalog (modules/catalog): a copy of a sample starts from its source. */
  catalog: Pick<CatalogService, 'sourceZipFor'>;
  /** The company's audit trail (Audit Activity logs); absent in tools that build the service alone. */
  audit?: AuditLog;
  /** The search index, where the company's users find its apps; absent in tools that build the service alone. */
  search?: SearchIndex;
}) {
  const { db, storage, builds } = deps;
  const repo = appsRepository(db);
  const listApps = appsListQuery(db);
  const directory = appDirectory(db);
  deps.search?.source('app', async () => (await repo.forSearch()).map(toSearchEntry));

  /** Keeps the app's search entry as the app now is: its name, reference ID and description are found. */
  async function indexed(action: AppAuditAction, appId: string) {
    if (!deps.search) return;
    if (action === 'apps.delete') return deps.search.remove('app', appId);
    if (action !== 'apps.create' && action !== 'apps.update') return;
    const row = await repo.byId(appId);
    if (row) await deps.search.upsert([toSearchEntry(row)]);
  }

  /** Records who changed which app, after the change is stored. */
  async function audited(
    actor: Actor,
    action: AppAuditAction,
    app: { id: string; name: string; referenceId: string },
    change: { detail?: string; before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
  ) {
    const { detail, ...beforeAfter } = change;
    await deps.audit?.({
      organizationId: actor.organizationId,
      userId: actor.userId,
      action,
      target: app.referenceId,
      appId: app.id,
      message: `${pastTense[action]} ${app.name} (${app.referenceId})${detail ? `: ${detail}` : ''}`,
      ...beforeAfter,
    });
    await indexed(action, app.id);
  }

  async function toApps(rows: AppRow[]): Promise<App[]> {
    const versions = await repo.latestVersions(rows.map((r) => r.id));
    const latestBuilds = await repo.latestBuilds(versions.map((v) => v.id));
    const versionOf = new Map(versions.map((v) => [v.appId, v]));
    const buildOf = new Map(latestBuilds.map((b) => [b.versionId, b]));
    return rows.map((row) => {
      const version = versionOf.get(row.id);
      const build = version ? buildOf.get(version.id) : undefined;
      return toAppView({
        ...row,
        latestVersion: version
          ? {
              id: version.id,
              number: version.number,
              version: version.version,
              environment: version.environment,
              reviewState: version.reviewState,
              buildId: build?.id ?? null,
              buildStatus: build?.status ?? null,
            }
          : null,
      });
    });
  }
  const toApp = async (row: AppRow) => (await toApps([row]))[0]!;

  async function versionView(row: VersionRow): Promise<AppVersion> {
    const [latest] = await repo.latestBuilds([row.id]);
    return toVersion(row, latest ?? null);
  }

  /** The company's own app by id or Reference_Id; another company's app is 404, never 403. */
  const owned = (actor: Actor, idOrRef: string): Promise<AppRow> =>
    directory.requireOwnedBy(actor.organizationId, idOrRef);

  /**
   * Stores a checked source zip and writes the version and its build; nothing is left on failure. The
   * file is stored first, under its final key, and the rows commit after: a version never names a file
   * that is not there. A failed transaction deletes the file; a process killed between the two leaves a
   * file no row names, which the orphan sweep removes (sourceSweep.ts).
   */
  async function addVersion(
    actor: Actor,
    appId: string,
    file: string,
    manifest: AppManifest,
    insertApp?: (r: AppsRepository) => Promise<void>,
  ) {
    const key = `sources/${appId}/${randomUUID()}.zip`;
    const sha256 = await sha256Of(file);
    const sourceSize = (await stat(file)).size;
    let written: { version: VersionRow; build: BuildRow };
    await storage.put(key, createReadStream(file));
    try {
      // The version and its build commit together: a crash can never leave a version that never builds.
      written = await withTransaction(db, async (tx) => {
        const r = appsRepository(tx);
        await insertApp?.(r);
        const version = await r.insertVersion({
          appId,
          version: manifest.version,
          sourceKey: key,
          sourceSize,
          sourceSha256: sha256,
          createdBy: actor.userId,
        });
        await r.touch(appId);
        const build = await builds.scheduleIn(tx, version.id);
        return { version, build };
      });
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
    const build = await builds.queue(written.build.id);
    return { version: written.version, build };
  }

  async function createWithSource(actor: Actor, fields: NewAppFields, file: string, manifest: AppManifest) {
    if (await repo.byReferenceId(fields.referenceId)) throw duplicate(fields.referenceId);
    const appId = randomUUID();
    try {
      const { version, build } = await addVersion(actor, appId, file, manifest, async (r) => {
        await r.insertApp({
          id: appId,
          organizationId: actor.organizationId,
          referenceId: fields.referenceId,
          name: fields.name,
          description: fields.description ?? '',
          type: fields.type,
          builtOnProvider: fields.builtOnProvider,
          createdBy: actor.userId,
        });
      });
      const created = (await repo.byId(appId))!;
      await audited(actor, 'apps.create', created);
      return {
        app: await toApp(created),
        version: toVersion(version, build),
        build: toBuild(build),
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(fields.referenceId);
      throw error;
    }
  }

  /** checkUploadedSource in a thread of its own (source/checkTask.ts): a big zip must not hold the event loop. */
  function checkInThread(file: string, app: { referenceId: string; type: AppType }): Promise<AppManifest> {
    return runTask(tasks.checkUpload, {
      file,
      app: { referenceId: app.referenceId, type: app.type },
    });
  }

  /** Runs `work` with a scratch folder that is always removed. */
  function withTemp<T>(work: (dir: string) => Promise<T>): Promise<T> {
    return deps.storage.withScratch('app', work);
  }

  async function createFromZipBuffer(actor: Actor, fields: NewAppFields, zip: Buffer) {
    return withTemp(async (dir) => {
      const file = path.join(dir, 'source.zip');
      await writeFile(file, zip);
      const manifest = await checkInThread(file, fields);
      return createWithSource(actor, fields, file, manifest);
    });
  }

  async function ownedVersion(actor: Actor, versionId: string) {
    const owned = await directory.versionOf(actor.organizationId, versionId);
    if (!owned) throw new HttpError('not_found', 'Version not found.');
    return owned;
  }

  /** promote, review, certify: the contracts' state machine decides; 409 when it refuses. */
  async function transition(
    actor: Actor,
    versionId: string,
    action: Exclude<LifecycleAction, { type: 'deploy' }>,
  ) {
    const read = () => ownedVersion(actor, versionId);
    const { version, app, state, latestBuild: latest, result } = await decideAndMove(read, repo, action);
    if (result.needsSigning && latest) await builds.queueForSigning(latest.id);
    await repo.touch(app.id);
    const moved =
      result.environment === state.environment ? '' : ` from ${state.environment} to ${result.environment}`;
    await audited(actor, transitionAction[action.type], app, {
      detail: `version ${version.version}${moved}`,
      before: { version: version.version, environment: state.environment, reviewState: state.reviewState },
      after: { version: version.version, environment: result.environment, reviewState: result.reviewState },
    });
    return versionView((await repo.version(version.id))!);
  }

  let promotionGate: PromotionGate | null = null;

  return {
    async list(organizationId: string, query: AppListQuery) {
      const { total, rows } = await listApps(organizationId, query);
      return { total, data: rows.map(toAppView) };
    },

    /** Own apps, and apps licensed to the company (read-only views, docs/product/apps.md APPS-6). */
    async get(actor: Actor, idOrRef: string): Promise<App> {
      const app = await directory.visibleTo(actor.organizationId, idOrRef);
      if (!app) throw notFound();
      return toApp(app);
    },

    async createFromForm(actor: Actor, fields: NewAppFields, source: 'scratch' | { catalog: string }) {
      if (await repo.byReferenceId(fields.referenceId)) throw duplicate(fields.referenceId);
      let zip: Buffer;
      if (source === 'scratch')
        zip = await starterTemplate(fields.type, fields.referenceId, fields.name, fields.description);
      else {
        const sample = await deps.catalog.sourceZipFor(source.catalog, fields);
        if (!sample) throw new HttpError('not_found', 'App catalog entry not found.');
        zip = sample;
      }
      return createFromZipBuffer(actor, fields, zip);
    },

    /** `file` is the uploaded zip in a temporary folder the caller removes. */
    async createFromUpload(actor: Actor, fields: NewAppFields, file: string) {
      if (await repo.byReferenceId(fields.referenceId)) throw duplicate(fields.referenceId);
      const manifest = await checkInThread(file, fields);
      return createWithSource(actor, fields, file, manifest);
    },

    async uploadVersion(actor: Actor, idOrRef: string, file: string) {
      const app = await owned(actor, idOrRef);
      if (app.retiredAt)
        throw new HttpError('conflict', 'The app is retired: unretire it to upload a new source.');
      const manifest = await checkInThread(file, {
        referenceId: app.referenceId,
        type: app.type,
      });
      const { version, build } = await addVersion(actor, app.id, file, manifest);
      await audited(actor, 'apps.version.create', app, {
        detail: `version ${version.version}`,
        after: { version: version.version },
      });
      return {
        app: await toApp((await repo.byId(app.id))!),
        version: toVersion(version, build),
        build: toBuild(build),
      };
    },

    async update(
      actor: Actor,
      idOrRef: string,
      changes: { name?: string | undefined; description?: string | undefined },
    ) {
      const app = await owned(actor, idOrRef);
      if (app.retiredAt) throw new HttpError('conflict', 'The app is retired: unretire it to rename it.');
      const fields = {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
      };
      await repo.update(app.id, fields);
      const changed = Object.keys(fields).filter(
        (key) => fields[key as keyof typeof fields] !== app[key as keyof typeof fields],
      ) as (keyof typeof fields)[];
      if (changed.length)
        await audited(actor, 'apps.update', app, {
          detail: changed.join(', '),
          before: Object.fromEntries(changed.map((key) => [key, app[key]])),
          after: Object.fromEntries(changed.map((key) => [key, fields[key]])),
        });
      return toApp((await repo.byId(app.id))!);
    },

    /** A new app with the latest source of this one; its manifest takes the new reference ID and name. */
    async copy(
      actor: Actor,
      idOrRef: string,
      fields: { name: string; referenceId: string; description?: string | undefined },
    ) {
      const app = await owned(actor, idOrRef);
      const [latest] = await repo.latestVersions([app.id]);
      if (!latest) throw new HttpError('conflict', 'The app has no source to copy.');
      if (await repo.byReferenceId(fields.referenceId)) throw duplicate(fields.referenceId);
      return withTemp(async (dir) => {
        const original = path.join(dir, 'original.zip');
        const stream = await storage.get(latest.sourceKey);
        if (!stream) throw new HttpError('internal', 'Error copying app. Try again.');
        await pipeline(stream, createWriteStream(original));
        const tree = path.join(dir, 'tree');
        const entries = await extractZip(original, tree);
        const manifest = JSON.parse(await readFile(path.join(tree, MANIFEST_FILE), 'utf8'));
        await writeFile(
          path.join(tree, MANIFEST_FILE),
          `${JSON.stringify({ ...manifest, referenceId: fields.referenceId, name: fields.name }, null, 2)}\n`,
        );
        const copyZip = path.join(dir, 'copy.zip');
        await writeZipFile(
          entries.filter((e) => !e.isDirectory).map((e) => ({ name: e.name, file: path.join(tree, e.name) })),
          copyZip,
        );
        const newFields = { ...fields, type: app.type, builtOnProvider: app.builtOnProvider };
        const checked = await checkInThread(copyZip, newFields);
        const copied = await createWithSource(actor, newFields, copyZip, checked);
        await audited(actor, 'apps.copy', app, {
          detail: `to ${copied.app.name} (${copied.app.referenceId})`,
          after: { appId: copied.app.id, referenceId: copied.app.referenceId, fromVersion: latest.version },
        });
        return copied;
      });
    },

    async delete(actor: Actor, idOrRef: string) {
      const app = await owned(actor, idOrRef);
      if ((await repo.deploymentCount(app.id)) > 0)
        throw new HttpError('conflict', 'The app is deployed to a tenant and cannot be deleted.');
      const keys = await repo.fileKeys(app.id);
      await repo.delete(app.id);
      await audited(actor, 'apps.delete', app);
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    },

    async retire(actor: Actor, idOrRef: string) {
      const app = await owned(actor, idOrRef);
      // docs/product/apps.md APPS-8: an app already retired answers like a missing one ('may have already
      // been retired').
      if (app.retiredAt || !(await repo.setRetired(app.id, true))) throw notFound();
      await audited(actor, 'apps.retire', app);
      return toApp((await repo.byId(app.id))!);
    },

    async unretire(actor: Actor, idOrRef: string) {
      const app = await owned(actor, idOrRef);
      if (!app.retiredAt || !(await repo.setRetired(app.id, false)))
        throw new HttpError('conflict', 'The app is not retired.');
      await audited(actor, 'apps.unretire', app);
      return toApp((await repo.byId(app.id))!);
    },

    async versions(actor: Actor, idOrRef: string) {
      const app = await owned(actor, idOrRef);
      const rows = await repo.versions(app.id);
      const latest = await repo.latestBuilds(rows.map((r) => r.id));
      const byVersion = new Map(latest.map((b) => [b.versionId, b]));
      return { total: rows.length, data: rows.map((r) => toVersion(r, byVersion.get(r.id) ?? null)) };
    },

    /** The version the company's licence in force grants it (404 without one, as for a missing app). */
    async grantedVersion(actor: Actor, idOrRef: string): Promise<GrantedVersion> {
      const granted = await directory.grantedVersion(actor.organizationId, idOrRef);
      if (!granted) throw notFound();
      return { version: granted.version ? await versionView(granted.version.version) : null };
    },

    async version(actor: Actor, versionId: string) {
      const { version } = await ownedVersion(actor, versionId);
      return versionView(version);
    },

    ownedVersion,

    async organizationOfVersion(versionId: string): Promise<string> {
      const version = await repo.version(versionId);
      const app = version ? await repo.byId(version.appId) : null;
      if (!app) throw new HttpError('not_found', 'Version not found.');
      return app.organizationId;
    },

    async source(actor: Actor, versionId: string) {
      const { version, app } = await ownedVersion(actor, versionId);
      const stream = await storage.get(version.sourceKey);
      if (!stream) throw new HttpError('not_found', 'The source file is missing.');
      return { stream, fileName: `${app.referenceId}-v${version.number}.zip`, size: version.sourceSize };
    },

    /** The version's manifest as its newest SUCCEEDED build read it (versions/{id}/manifest). */
    async manifest(actor: Actor, versionId: string) {
      const { version } = await ownedVersion(actor, versionId);
      const found = await builds.manifestOf(version.id);
      if (!found)
        throw new HttpError(
          'not_found',
          'This version has no successful build yet: its manifest is known once a build of it succeeds.',
        );
      return found;
    },

    transition,

    /** The company's approvals decide whether promote moves the version now or holds it (PromotionGate). */
    setPromotionGate(gate: PromotionGate) {
      promotionGate = gate;
    },

    /**
     * promote: refused as transition refuses it; allowed, it is held for the company's approvals when a
     * policy names the environment (the request, answered 202), else moved at once.
     */
    async promote(
      actor: Actor,
      versionId: string,
      to: Environment,
    ): Promise<{ moved: AppVersion } | { held: PromotionRequest }> {
      const { version, state } = await ownedVersion(actor, versionId);
      const allowed = lifecycleTransition(state, { type: 'promote', to });
      if (!allowed.ok) throw new HttpError('conflict', allowed.reason);
      const held = await promotionGate?.(actor, {
        appId: version.appId,
        versionId: version.id,
        fromEnvironment: state.environment,
        to,
      });
      if (held) return { held };
      return { moved: await transition(actor, versionId, { type: 'promote', to }) };
    },
  };
}

export type AppsService = ReturnType<typeof appsService>;
