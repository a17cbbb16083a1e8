import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, manifestSchema } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { SearchEntry, SearchIndex } from '../search/search.port.ts';
import { catalogRepository } from './catalog.repository.ts';
import { listSamples, SAMPLES_DIR, sampleFiles, sampleSourceZip } from './samples.ts';

type Entry = NonNullable<Awaited<ReturnType<ReturnType<typeof catalogRepository>['byId']>>>;
const toEntry = (row: Entry) => ({
  id: row.id,
  sample: row.sample,
  title: row.title,
  description: row.description,
  type: row.type,
  published: row.published,
});

const languageOf = (file: string) => {
  if (file.endsWith('.json')) return 'json' as const;
  if (file.endsWith('.js')) return 'javascript' as const;
  if (file.endsWith('.svg')) return 'xml' as const;
  if (file.endsWith('.png')) return 'binary' as const;
  return 'text' as const;
};

const toSearchEntry = (row: Entry): SearchEntry => ({
  kind: 'catalog',
  key: row.id,
  title: row.title,
  summary: row.description,
  body: `${row.type} sample app ${row.sample.replaceAll('-', ' ')}`,
  url: `/app-catalog/${row.sample}`,
});

export function catalogService(db: Db, search: SearchIndex) {
  const repo = catalogRepository(db);
  search.source('catalog', async () => (await repo.list({ publishedOnly: true })).map(toSearchEntry));
  return {
    /** The samples are reference data: every start makes sure each has its catalog entry. */
    async ensureEntries() {
      const samples = await listSamples();
      await repo.ensure(
        samples.map((s) => ({ sample: s.slug, title: s.name, description: s.description, type: s.type })),
      );
    },
    async list(q: string | undefined, includeWithdrawn = false) {
      const rows = await repo.list({ q, publishedOnly: !includeWithdrawn });
      return { total: rows.length, data: rows.map(toEntry) };
    },
    async get(key: string, includeWithdrawn = false) {
      const row = await repo.byKey(key);
      if (!row || (!row.published && !includeWithdrawn))
        throw new HttpError('not_found', 'App catalog entry not found.');
      return toEntry(row);
    },
    /** The entry with its sample manifest's reference ID, version and components, for its page. */
    async detail(key: string, includeWithdrawn = false) {
      const entry = await this.get(key, includeWithdrawn);
      const manifest = manifestSchema.parse(
        JSON.parse(await readFile(path.join(SAMPLES_DIR, entry.sample, MANIFEST_FILE), 'utf8')),
      );
      return {
        ...entry,
        referenceId: manifest.referenceId,
        version: manifest.version,
        components: manifest.components,
      };
    },
    async code(key: string, includeWithdrawn = false) {
      const entry = await this.get(key, includeWithdrawn);
      const files = await sampleFiles(entry.sample);
      return {
        files: files.map((f) => {
          const language = languageOf(f.path);
          return language === 'binary'
            ? { path: f.path, language, encoding: 'base64' as const, content: f.data.toString('base64') }
            : { path: f.path, language, encoding: 'utf8' as const, content: f.data.toString('utf8') };
        }),
      };
    },
    /**
     * A published entry's sample as the source zip of a copy ('copy to my company'): its manifest takes
     * the new app's reference ID, name and (when one was typed) description. Null for an unknown or withdrawn entry.
     */
    async sourceZipFor(
      id: string,
      app: { referenceId: string; name: string; description?: string | undefined },
    ): Promise<Buffer | null> {
      const row = await repo.byId(id);
      return row?.published ? sampleSourceZip(row.sample, app) : null;
    },
    async setPublished(id: string, published: boolean) {
      await this.get(id, true);
      await withTransaction(db, async (tx) => {
        await catalogRepository(tx).setPublished(id, published);
        if (published) await search.upsert([toSearchEntry((await catalogRepository(tx).byId(id))!)], tx);
        else await search.remove('catalog', id, tx);
      });
      return this.get(id, true);
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
