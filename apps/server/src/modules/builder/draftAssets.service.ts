import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  type AppDraft,
  assetMediaType,
  draftAssetIssue,
  draftAssetTotalIssue,
  draftFilesSchema,
  draftLimitIssue,
  draftLimits,
  draftPathSchema,
  formatMessage,
  type Issue,
} from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { readEntries, readToBuffer } from '../../platform/zip/readEntries.ts';
import { tasks } from '../../taskTable.ts';
import type { Actor } from '../apps/apps.service.ts';
import type { AssetChange, DraftAssetRow } from './builder.repository.ts';
import { composeDraft, uploadedBytes } from './draftAssets.ts';
import type { AppRow, DraftContext, Stale } from './draftContext.ts';
import { limitMessage } from './draftLimitMessage.ts';

const STALE = 'The draft was changed elsewhere (another browser or tab) since this one loaded it.';

const refuse = (code: 'payload_too_large' | 'unsupported_media_type' | 'unprocessable', issue: Issue) =>
  new HttpError(code, formatMessage(issue.key, issue.params));

/**
 * docs/product/builder.md BUILDER-10 for one asset: its path, extension, size and content (magic bytes, SVG
 * without scripts). The content is read in a task thread (draftTasks.ts): an SVG's parse, bounded as it is,
 * is too long for the event loop. `content` is the bytes, or the file holding them.
 */
async function checkAssetFile(
  name: string,
  bytes: number,
  content: { bytes: Uint8Array } | { file: string },
): Promise<Omit<DraftAssetRow, 'userId' | 'appId' | 'updatedAt' | 'storageKey'>> {
  const shape = draftPathSchema.safeParse(name);
  if (!shape.success) throw new HttpError('bad_request', `${name}: ${shape.error.issues[0]!.message}`);
  const issue = draftAssetIssue({ name, size: bytes });
  if (issue)
    throw refuse(issue.key === 'asset.extension' ? 'unsupported_media_type' : 'payload_too_large', issue);
  const problems = await runTask(tasks.checkAsset, { name, ...content });
  if (problems.length)
    throw refuse('unprocessable', {
      key: 'asset.content',
      params: { file: name, detail: problems.map((p) => p.message.replace(`${name}: `, '')).join('; ') },
    });
  return { path: name, bytes, mediaType: assetMediaType(name)! };
}

/**
 * The draft's assets and its zip in and out (docs/product/builder.md BUILDER-10): each change on the draft's
 * revision.
 */
export function draftAssetsService(ctx: DraftContext) {
  const { repo, storage } = ctx;

  /** The draft at `revision`, or the 409 answer when it has moved on. */
  async function current(actor: Actor, idOrRef: string, revision: number) {
    const app = await ctx.owned(actor, idOrRef);
    const row = await repo.draft(actor.userId, app.id);
    if (revision !== (row?.revision ?? 0)) return { app, stale: await ctx.stale(actor, app, STALE) };
    const base = await ctx.baseOf(app.id, row);
    const [source, rows] = await Promise.all([
      ctx.sourceOf(base),
      row?.files == null ? Promise.resolve([]) : repo.assets(actor.userId, app.id),
    ]);
    return { app, row, base, source, rows, files: row?.files ?? source.files };
  }

  /** Stores the bytes, then writes the rows naming them; bytes no row names are deleted again. */
  async function commit(
    actor: Actor,
    app: AppRow,
    revision: number,
    change: { baseVersionId: string | null; files: Record<string, string> },
    stored: {
      key: string;
      row: Omit<DraftAssetRow, 'userId' | 'appId' | 'updatedAt' | 'storageKey'>;
      open: () => Readable;
    }[],
    assets: Omit<AssetChange, 'put'> & { tombstones?: DraftAssetRow['path'][] },
  ): Promise<AppDraft | Stale> {
    const put: NonNullable<AssetChange['put']> = (assets.tombstones ?? []).map((p) => ({
      path: p,
      storageKey: null,
      bytes: 0,
      mediaType: assetMediaType(p) ?? 'application/octet-stream',
    }));
    try {
      for (const s of stored) {
        await storage.put(s.key, s.open());
        put.push({ ...s.row, storageKey: s.key });
      }
      const written = await ctx.writeWithAssets(actor, app, revision, change, { ...assets, put });
      if (written) return ctx.view(app, written);
    } catch (error) {
      await Promise.all(stored.map((s) => storage.delete(s.key)));
      throw error;
    }
    await Promise.all(stored.map((s) => storage.delete(s.key)));
    return ctx.stale(actor, app, STALE);
  }

  const keyFor = (actor: Actor, app: AppRow) => `drafts/${app.id}/${actor.userId}/${randomUUID()}`;

  return {
    /**
     * Adds or replaces the asset at `name` with `data` (the route read it, stopping past the asset limit).
     */
    async putAsset(
      actor: Actor,
      idOrRef: string,
      name: string,
      revision: number,
      data: Buffer,
    ): Promise<AppDraft | Stale> {
      const row = await checkAssetFile(name, data.length, { bytes: data });
      const at = await current(actor, idOrRef, revision);
      if ('stale' in at && at.stale) return at.stale;
      const { app, base, source, rows, files } = at as Exclude<typeof at, { stale: Stale }>;
      const total = draftAssetTotalIssue(uploadedBytes(rows, name, row.bytes));
      if (total) throw refuse('payload_too_large', total);
      const { [name]: _replaced, ...rest } = files;
      const { binaryFiles } = composeDraft(source, rest, rows);
      const count = new Set([...Object.keys(rest), ...binaryFiles, name]).size;
      if (count > draftLimits.maxFiles)
        throw refuse('payload_too_large', {
          key: 'asset.tooManyFiles',
          params: { max: draftLimits.maxFiles },
        });
      const result = await commit(
        actor,
        app,
        revision,
        { baseVersionId: base?.id ?? null, files: rest },
        [{ key: keyFor(actor, app), row, open: () => Readable.from([data]) }],
        {},
      );
      if (!('stale' in result)) await ctx.audited(actor, 'builder.draft.asset.put', app, `: ${name}`);
      return result;
    },

    /** Removes an asset (uploaded, of the base version, or an SVG among the text files) from the draft. */
    async deleteAsset(actor: Actor, idOrRef: string, name: string, revision: number) {
      const at = await current(actor, idOrRef, revision);
      if ('stale' in at && at.stale) return at.stale;
      const { app, base, source, rows, files } = at as Exclude<typeof at, { stale: Stale }>;
      const { keptBase, assets } = composeDraft(source, files, rows);
      if (!assets.some((a) => a.path === name))
        throw new HttpError('not_found', `The draft has no asset ${name}.`);
      const { [name]: _removed, ...rest } = files;
      // A base version's file is hidden by a row without bytes; an upload over one is replaced by that row.
      const inBase = keptBase.includes(name) || source.binaryFiles.includes(name);
      const result = await commit(
        actor,
        app,
        revision,
        { baseVersionId: base?.id ?? null, files: rest },
        [],
        inBase ? { tombstones: [name] } : { remove: [name] },
      );
      if (!('stale' in result)) await ctx.audited(actor, 'builder.draft.asset.delete', app, `: ${name}`);
      return result;
    },

    /** The bytes of one asset of the draft, for its preview. */
    async assetContent(
      actor: Actor,
      idOrRef: string,
      name: string,
    ): Promise<{ body: Readable | Buffer; mediaType: string }> {
      const app = await ctx.owned(actor, idOrRef);
      const row = await repo.draft(actor.userId, app.id);
      const base = await ctx.baseOf(app.id, row);
      const [source, rows] = await Promise.all([
        ctx.sourceOf(base),
        row?.files == null ? Promise.resolve([]) : repo.assets(actor.userId, app.id),
      ]);
      const files = row?.files ?? source.files;
      const asset = composeDraft(source, files, rows).assets.find((a) => a.path === name);
      if (!asset) throw new HttpError('not_found', `The draft has no asset ${name}.`);
      const uploaded = rows.find((r) => r.path === name && r.storageKey);
      if (uploaded?.storageKey) {
        const stream = await storage.get(uploaded.storageKey);
        if (!stream) throw new HttpError('internal', `The asset ${name} is missing from storage.`);
        return { body: stream, mediaType: asset.mediaType };
      }
      if (name in files) return { body: Buffer.from(files[name]!, 'utf8'), mediaType: asset.mediaType };
      const data = await ctx.withBaseZip(base, async (zip) => {
        let found: Buffer | null = null;
        if (zip)
          await readEntries(zip, async (entry, content) => {
            if (entry.name === name) found = await readToBuffer(content);
            else content.resume();
          });
        return found as Buffer | null;
      });
      if (!data) throw new HttpError('not_found', `The draft has no asset ${name}.`);
      return { body: data, mediaType: asset.mediaType };
    },

    /**
     * The draft as a source zip, streamed to `send` while its scratch folder exists (removed once `send`
     * resolves, when the response has been written).
     */
    async downloadZip(
      actor: Actor,
      idOrRef: string,
      send: (zip: Readable, fileName: string) => Promise<void>,
    ) {
      const app = await ctx.owned(actor, idOrRef);
      const row = await repo.draft(actor.userId, app.id);
      const base = await ctx.baseOf(app.id, row);
      await ctx.withBaseZip(base, async (zip, dir) => {
        const draft = await ctx.materialOf(row, base, zip, dir);
        const out = path.join(dir, 'draft.zip');
        await runTask(tasks.zipDraft, { dir, draft, out });
        await send(createReadStream(out), `${app.referenceId}-draft.zip`);
      });
    },

    /**
     * Replaces the whole draft with an uploaded zip (`file`, in the caller's scratch folder `dir`), checked
     * as an app upload is; the base version's files the zip lacks are removed from the draft.
     */
    async uploadZip(actor: Actor, idOrRef: string, revision: number, file: string, dir: string) {
      const at = await current(actor, idOrRef, revision);
      if ('stale' in at && at.stale) return at.stale;
      const { app, base, source } = at as Exclude<typeof at, { stale: Stale }>;
      const split = await runTask(tasks.splitUpload, {
        zip: file,
        dir: path.join(dir, 'split'),
      });
      const shape = draftFilesSchema.safeParse(split.files);
      if (!shape.success)
        throw new HttpError(
          'unprocessable',
          `${formatMessage('upload.zipInvalid')} ${shape.error.issues.map((i) => `${i.path.join('/')}: ${i.message}`).join('; ')}`,
        );
      const tooLarge = draftLimitIssue(split.files);
      if (tooLarge) throw new HttpError('payload_too_large', limitMessage(tooLarge));
      const stored = [];
      for (const binary of split.binaries) {
        const row = await checkAssetFile(binary.name, (await stat(binary.file)).size, { file: binary.file });
        stored.push({ key: keyFor(actor, app), row, open: () => createReadStream(binary.file) });
      }
      const total = draftAssetTotalIssue(stored.reduce((sum, s) => sum + s.row.bytes, 0));
      if (total) throw refuse('payload_too_large', total);
      if (Object.keys(split.files).length + stored.length > draftLimits.maxFiles)
        throw refuse('payload_too_large', {
          key: 'asset.tooManyFiles',
          params: { max: draftLimits.maxFiles },
        });
      const names = new Set(split.binaries.map((b) => b.name));
      const result = await commit(
        actor,
        app,
        revision,
        { baseVersionId: base?.id ?? null, files: split.files },
        stored,
        { clear: true, tombstones: source.binaryFiles.filter((n) => !names.has(n)) },
      );
      if (!('stale' in result)) await ctx.audited(actor, 'builder.draft.upload', app);
      return result;
    },
  };
}
