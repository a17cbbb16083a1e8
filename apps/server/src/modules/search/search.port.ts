import type { SearchKind } from '@portal/contracts';
import type { Db } from '../../db/client.ts';

/** One thing to find, as the module that owns it describes it. */
export type SearchEntry = {
  kind: SearchKind;
  /** Unique within the kind: a doc's slug, an app's id, an operation's service/version/id. */
  key: string;
  /** Set for what only one company may find (its apps); omitted or null for everyone. */
  organizationId?: string | null;
  title: string;
  summary: string;
  body: string;
  /** The portal path the hit opens. */
  url: string;
  updatedAt?: Date;
};

/**
 * How other modules keep the one search index current (modules meet through their ports:
 * docs/architecture.md, "Modules"). A module writes its things when they change and names where all of them
 * come from, for a full reindex.
 */
export type SearchIndex = {
  /** `tx`: the writer's transaction, so the thing and its entry commit together. */
  upsert(entries: SearchEntry[], tx?: Db): Promise<void>;
  remove(kind: SearchKind, key: string, tx?: Db): Promise<void>;
  /** Where every entry of `kind` comes from: a reindex replaces the kind's rows with what this returns. */
  source(kind: SearchKind, load: () => Promise<SearchEntry[]>): void;
};
