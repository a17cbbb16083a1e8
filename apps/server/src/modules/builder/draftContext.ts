import type { AppDraft } from '@portal/contracts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { AppDirectory } from '../apps/apps.port.ts';
import type { Actor } from '../apps/apps.service.ts';
import type { AssetChange, BaseVersion, builderRepository, DraftRow } from './builder.repository.ts';
import type { DraftMaterial, SplitSource } from './draftSource.ts';

export type AppRow = NonNullable<Awaited<ReturnType<AppDirectory['ownedBy']>>>;

/** A save or build made on a revision the server has moved past: the caller answers 409 with `draft`. */
export type Stale = { stale: true; message: string; draft: AppDraft };

export type DraftAuditAction =
  | 'builder.draft.start'
  | 'builder.draft.reset'
  | 'builder.draft.build'
  | 'builder.draft.asset.put'
  | 'builder.draft.asset.delete'
  | 'builder.draft.upload';

/** What the draft's assets and zips share with the rest of the builder's service. */
export type DraftContext = {
  storage: FileStorage;
  repo: ReturnType<typeof builderRepository>;
  owned(actor: Actor, idOrRef: string): Promise<AppRow>;
  view(app: AppRow, row: DraftRow | null): Promise<AppDraft>;
  stale(actor: Actor, app: AppRow, message: string): Promise<Stale>;
  baseOf(appId: string, row: DraftRow | null): Promise<BaseVersion | null>;
  sourceOf(version: BaseVersion | null): Promise<SplitSource>;
  withBaseZip<T>(
    version: BaseVersion | null,
    work: (zip: string | null, dir: string) => Promise<T>,
  ): Promise<T>;
  materialOf(
    row: DraftRow | null,
    base: BaseVersion | null,
    zip: string | null,
    dir: string,
  ): Promise<DraftMaterial>;
  writeWithAssets(
    actor: Actor,
    app: AppRow,
    expected: number,
    change: { baseVersionId: string | null; files: Record<string, string> | null },
    assets: AssetChange,
  ): Promise<DraftRow | null>;
  audited(actor: Actor, action: DraftAuditAction, app: AppRow, detail?: string): Promise<void>;
};
