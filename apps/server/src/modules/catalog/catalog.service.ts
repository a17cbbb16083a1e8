import type { AppType } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/httpError.ts';
import { listSamples, sampleFiles } from '../apps/source/samples.ts';
import { catalogRepository } from './catalog.repository.ts';

type Entry = NonNullable<Awaited<ReturnType<ReturnType<typeof catalogRepository>['byId']>>>;
const toEntry = (row: Entry) => ({
  id: row.id,
  sample: row.sample,
  title: row.title,
  description: row.description,
  type: row.type as AppType,
  published: row.published,
});

const languageOf = (file: string) => {
  if (file.endsWith('.json')) return 'json' as const;
  if (file.endsWith('.js')) return 'javascript' as const;
  if (file.endsWith('.svg')) return 'xml' as const;
  if (file.endsWith('.png')) return 'binary' as const;
  return 'text' as const;
};

export function catalogService(db: Db) {
  const repo = catalogRepository(db);
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
    async get(id: string, includeWithdrawn = false) {
      const row = await repo.byId(id);
      if (!row || (!row.published && !includeWithdrawn))
        throw new HttpError('not_found', 'App catalog entry not found.');
      return toEntry(row);
    },
    async code(id: string) {
      const entry = await this.get(id);
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
    /** The sample folder of a published entry, for 'copy to my company'. */
    async sampleOf(id: string) {
      const row = await repo.byId(id);
      return row?.published ? row.sample : null;
    },
    async setPublished(id: string, published: boolean) {
      await this.get(id, true);
      await repo.setPublished(id, published);
      return this.get(id, true);
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
