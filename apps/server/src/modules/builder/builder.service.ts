import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type AppDraft,
  type AppType,
  collectionsOf,
  type DraftValidation,
  draftLimitIssue,
  formatMessage,
  MANIFEST_FILE,
  nextPatchVersion,
  type OrchestrateOverview,
  orchestrationAppTypes,
  orchestrationsOf,
  type SaveDraftRequest,
  type SourceAnalysis,
  type StudioOverview,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../../platform/audit.ts';
import { authRepository } from '../../platform/auth/auth.repository.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { tasks } from '../../taskTable.ts';
import { appDirectory } from '../apps/apps.port.ts';
import type { Actor, AppsService } from '../apps/apps.service.ts';
import type { BuildsService } from '../builds/builds.service.ts';
import { analysisThread } from './analysisThread.ts';
import {
  type AssetChange,
  type BaseVersion,
  builderRepository,
  type DraftRow,
} from './builder.repository.ts';
import { draftAssetsService } from './draftAssets.service.ts';
import { composeDraft } from './draftAssets.ts';
import { manifestVersionOf, speakOfTheDraft } from './draftBuildRefusals.ts';
import type { AppRow, DraftAuditAction, Stale } from './draftContext.ts';
import { limitMessage } from './draftLimitMessage.ts';
import type { DraftMaterial } from './draftSource.ts';
import { versionSources } from './versionSources.ts';

/** The studio's overview reads at most this many apps (their sources are cached after the first read). */
const OVERVIEW_APPS = 100;

const pastTense: Record<DraftAuditAction, string> = {
  'builder.draft.start': 'Started a draft of app',
  'builder.draft.reset': 'Discarded the draft of app',
  'builder.draft.build': 'Built the draft of app',
  'builder.draft.asset.put': 'Added an asset to the draft of app',
  'builder.draft.asset.delete': 'Removed an asset from the draft of app',
  'builder.draft.upload': 'Replaced the draft with an uploaded zip, app',
};

/**
 * App builder drafts (docs/product/builder.md BUILDER-3): per user and app, saved as the user types,
 * validated and built on demand.
 */
export function builderService(deps: {
  db: Db;
  storage: FileStorage;
  apps: AppsService;
  /** The build environment's settings: validate checks a draft with what a build allows. */
  builds: Pick<BuildsService, 'buildEnv'>;
  audit?: AuditLog;
}) {
  const { storage } = deps;
  const repo = builderRepository(deps.db);
  const directory = appDirectory(deps.db);
  const auth = authRepository(deps.db);
  const analysis = analysisThread();

  const owned = (actor: Actor, idOrRef: string): Promise<AppRow> =>
    directory.requireOwnedBy(actor.organizationId, idOrRef);

  async function audited(actor: Actor, action: DraftAuditAction, app: AppRow, detail = '') {
    await deps.audit?.({
      organizationId: actor.organizationId,
      userId: actor.userId,
      action,
      target: app.referenceId,
      appId: app.id,
      message: `${pastTense[action]} ${app.name} (${app.referenceId})${detail}`,
    });
  }

  const { withBaseZip, sourceOf, sourcesOf } = versionSources(storage);

  /**
   * The draft's base: the version a draft with changes was made on, else the latest version (a draft
   * without changes is the latest source, even when someone built a newer version since it was reset).
   */
  async function baseOf(appId: string, row: DraftRow | null): Promise<BaseVersion | null> {
    if (row?.files == null) return repo.latestVersion(appId);
    return row.baseVersionId ? repo.version(appId, row.baseVersionId) : null;
  }

  const assetRows = (row: DraftRow | null) =>
    row?.files == null ? Promise.resolve([]) : repo.assets(row.userId, row.appId);

  /**
   * A build makes a version, so it needs something new (docs/product/builder.md BUILDER-7; an unchanged draft
   * built twice once gave "0.2.0 (#2)" and "0.2.0 (#3)"): changes since the latest version, and a manifest
   * version that no version of the app has yet.
   */
  async function checkNewVersion(appId: string, row: DraftRow | null, latest: BaseVersion | null) {
    if (latest && row?.files == null)
      throw new HttpError(
        'conflict',
        formatMessage('builder.unchanged', { version: latest.version, number: latest.number }),
      );
    const named = manifestVersionOf(row?.files?.[MANIFEST_FILE]);
    if (named && (await repo.hasVersionNamed(appId, named)))
      throw new HttpError(
        'conflict',
        formatMessage('builder.versionExists', { version: named, next: nextPatchVersion(named) ?? '' }),
      );
  }

  async function view(app: AppRow, row: DraftRow | null): Promise<AppDraft> {
    const [base, latest, rows] = await Promise.all([
      baseOf(app.id, row),
      repo.latestVersion(app.id),
      assetRows(row),
    ]);
    const source = await sourceOf(base);
    const files = row?.files ?? source.files;
    const { binaryFiles, assets } = composeDraft(source, files, rows);
    return {
      appId: app.id,
      baseVersionId: base?.id ?? null,
      baseVersionNumber: base?.number ?? null,
      latestVersionId: latest?.id ?? null,
      revision: row?.revision ?? 0,
      hasChanges: row?.files != null,
      files,
      binaryFiles,
      assets,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  /** The 409 answer: the caller's draft as the server now has it, so the web can show both sides. */
  const stale = async (actor: Actor, app: AppRow, message: string): Promise<Stale> => ({
    stale: true,
    message,
    draft: await view(app, await repo.draft(actor.userId, app.id)),
  });

  /** The draft as files to build or zip: uploaded assets are copied from storage into `dir`. */
  async function materialOf(row: DraftRow | null, base: BaseVersion | null, zip: string | null, dir: string) {
    const [source, rows] = await Promise.all([sourceOf(base), assetRows(row)]);
    const files = row?.files ?? source.files;
    const { keptBase } = composeDraft(source, files, rows);
    const assetFiles: Record<string, string> = {};
    for (const [i, asset] of rows.entries()) {
      if (!asset.storageKey) continue;
      const stream = await storage.get(asset.storageKey);
      if (!stream) throw new HttpError('internal', `The asset ${asset.path} is missing from storage.`);
      const local = path.join(dir, `asset-${i}`);
      await pipeline(stream, createWriteStream(local));
      assetFiles[asset.path] = local;
    }
    const material: DraftMaterial = { baseZip: zip, files, binaryFiles: keptBase, assetFiles };
    return material;
  }

  /** Writes the draft and its assets in one transaction; storage no row names any more is then deleted. */
  async function writeWithAssets(
    actor: Actor,
    app: AppRow,
    expected: number,
    change: { baseVersionId: string | null; files: Record<string, string> | null },
    assets: AssetChange,
  ): Promise<DraftRow | null> {
    const result = await repo.writeWithAssets(actor.userId, app.id, expected, change, assets);
    if (!result) return null;
    await Promise.all(result.dropped.map((key) => storage.delete(key)));
    return result.row;
  }

  /**
   * The company's apps (of `types` when given), most recently changed first, each summed up from the
   * user's draft or, without one, its latest version's source.
   */
  async function overviewOf<T extends object>(
    actor: Actor,
    types: readonly AppType[] | null,
    summarise: (files: Readonly<Record<string, string>>) => T,
  ) {
    const { rows, total } = await repo.companyApps(actor.organizationId, OVERVIEW_APPS, types);
    const ids = rows.map((r) => r.id);
    const drafts = new Map((await repo.draftsOf(actor.userId, ids)).map((d) => [d.appId, d]));
    const withoutDraft = rows.filter((app) => !drafts.get(app.id)?.files);
    const bases = await Promise.all(withoutDraft.map((app) => baseOf(app.id, drafts.get(app.id) ?? null)));
    const sources = await sourcesOf(bases);
    const latest = new Map(withoutDraft.map((app, i) => [app.id, sources[i]!.files]));
    const data = rows.map(({ id: appId, referenceId, name, type }) => {
      const files = drafts.get(appId)?.files ?? latest.get(appId) ?? {};
      return { appId, referenceId, name, type, ...summarise(files) };
    });
    return { total, data };
  }

  const service = {
    async get(actor: Actor, idOrRef: string): Promise<AppDraft> {
      const app = await owned(actor, idOrRef);
      return view(app, await repo.draft(actor.userId, app.id));
    },

    /**
     * The studio's overview (docs/product/builder.md BUILDER-13): the company's apps with the collections of
     * the user's draft of each, or of its latest version when there is no draft; one answer instead of a
     * draft per app.
     */
    studioOverview: (actor: Actor): Promise<StudioOverview> =>
      overviewOf(actor, null, (files) => ({ collections: collectionsOf(files) })),

    /** The orchestration builder's overview: the same, for the app types that hold orchestrations. */
    orchestrateOverview: (actor: Actor): Promise<OrchestrateOverview> =>
      overviewOf(actor, orchestrationAppTypes, (files) => ({ orchestrations: orchestrationsOf(files) })),

    /** The app's row, 404 unless the actor's company owns it: the language server's check at upgrade. */
    owned,

    /** The draft's text files as saved (the latest version's when there is no draft): what the editor has not open. */
    async draftFiles(actor: Actor, appId: string): Promise<Record<string, string>> {
      const row = await repo.draft(actor.userId, appId);
      if (row?.files) return row.files;
      return (await sourceOf(await baseOf(appId, row))).files;
    },

    /** The build's reference analysis of a draft's files, in the process's analysis thread (the language server's). */
    analyze: (files: Record<string, string>): Promise<SourceAnalysis> => analysis.analyze(files),
    /** Ends the analysis thread (the app closes). */
    closeAnalysis: () => analysis.close(),

    /** False once the session is signed out or expired: a language server socket then closes. */
    async isSessionLive(sessionId: string): Promise<boolean> {
      return Boolean(await auth.findLiveSession(sessionId, new Date()));
    },

    /** The text files of the draft's base version, for the diff view. */
    async base(actor: Actor, idOrRef: string) {
      const app = await owned(actor, idOrRef);
      const base = await baseOf(app.id, await repo.draft(actor.userId, app.id));
      const source = await sourceOf(base);
      return { versionId: base?.id ?? null, files: source.files };
    },

    async save(actor: Actor, idOrRef: string, request: SaveDraftRequest): Promise<AppDraft | Stale> {
      // Limits first: a 10 MB paste is refused before anything is read or stored.
      const tooLarge = draftLimitIssue(request.files);
      if (tooLarge) throw new HttpError('payload_too_large', limitMessage(tooLarge));
      const app = await owned(actor, idOrRef);
      const row = await repo.draft(actor.userId, app.id);
      const [base, latest] = await Promise.all([baseOf(app.id, row), repo.latestVersion(app.id)]);
      const staleMessage =
        'The draft was changed elsewhere (another browser or tab) since this one loaded it.';
      if (request.revision !== (row?.revision ?? 0)) return stale(actor, app, staleMessage);
      // A draft moves to the latest version (a rebase) or stays on its base; never to some other version.
      const baseOk =
        request.baseVersionId === (base?.id ?? null) || request.baseVersionId === (latest?.id ?? null);
      if (!baseOk)
        return stale(actor, app, 'The draft is based on a version that is no longer its base or the latest.');
      const written = await repo.write(actor.userId, app.id, request.revision, {
        baseVersionId: request.baseVersionId,
        files: request.files,
      });
      if (!written) return stale(actor, app, staleMessage);
      if (row?.files == null) await audited(actor, 'builder.draft.start', app);
      return view(app, written);
    },

    /** Discards the draft: it becomes the latest version's source again (a new revision, so others see it). */
    async reset(actor: Actor, idOrRef: string): Promise<AppDraft> {
      const app = await owned(actor, idOrRef);
      const row = await repo.draft(actor.userId, app.id);
      const latest = await repo.latestVersion(app.id);
      const written = await writeWithAssets(
        actor,
        app,
        row?.revision ?? 0,
        { baseVersionId: latest?.id ?? null, files: null },
        { clear: true },
      );
      if (!written) throw new HttpError('conflict', 'The draft changed while it was being reset. Try again.');
      if (row?.files != null) await audited(actor, 'builder.draft.reset', app);
      return view(app, written);
    },

    async validate(actor: Actor, idOrRef: string): Promise<DraftValidation> {
      const app = await owned(actor, idOrRef);
      const row = await repo.draft(actor.userId, app.id);
      const base = await baseOf(app.id, row);
      const { allowedScriptGlobals } = await deps.builds.buildEnv();
      const issues = await withBaseZip(base, async (zip, dir) => {
        const draft = await materialOf(row, base, zip, dir);
        return runTask(tasks.validateDraft, {
          dir: path.join(dir, 'validate'),
          draft,
          app: { referenceId: app.referenceId, type: app.type },
          allowedScriptGlobals,
        });
      });
      return { revision: row?.revision ?? 0, isValid: issues.length === 0, issues };
    },

    /**
     * Turns the draft at `revision` into a new version and its build, through the apps service's own
     * upload path (the same checks, storage, build job and audit as a zip upload). A draft based on an
     * older version than the latest is not built over it: the user rebases first (409).
     */
    async build(actor: Actor, idOrRef: string, revision: number) {
      const app = await owned(actor, idOrRef);
      const row = await repo.draft(actor.userId, app.id);
      if (revision !== (row?.revision ?? 0))
        return stale(actor, app, 'The draft was changed elsewhere since this one loaded it.');
      const [base, latest] = await Promise.all([baseOf(app.id, row), repo.latestVersion(app.id)]);
      if ((base?.id ?? null) !== (latest?.id ?? null))
        return stale(
          actor,
          app,
          `Version ${latest?.number} was made since this draft began: compare with it and rebase before building.`,
        );
      await checkNewVersion(app.id, row, latest);
      const created = await withBaseZip(base, async (zip, dir) => {
        const out = path.join(dir, 'draft.zip');
        const draft = await materialOf(row, base, zip, dir);
        await runTask(tasks.zipDraft, { dir, draft, out });
        return deps.apps.uploadVersion(actor, app.id, out).catch(speakOfTheDraft);
      });
      // The draft is now the new version's source; a save made meanwhile keeps its row (and its base).
      await writeWithAssets(
        actor,
        app,
        revision,
        { baseVersionId: created.version.id, files: null },
        { clear: true },
      );
      await audited(actor, 'builder.draft.build', app, `: version ${created.version.version}`);
      return created;
    },
  };
  return {
    ...service,
    ...draftAssetsService({
      storage,
      repo,
      owned,
      view,
      stale,
      baseOf,
      sourceOf,
      withBaseZip,
      materialOf,
      writeWithAssets,
      audited,
    }),
  };
}

export type BuilderService = ReturnType<typeof builderService>;
export type { Stale } from './draftContext.ts';
