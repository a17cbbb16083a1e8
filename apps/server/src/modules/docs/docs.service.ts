import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DocList,
  type DocPage,
  type DocPreview,
  type DocSaveBody,
  type DocSummary,
  docSections,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../platform/httpError.ts';
import { runTask } from '../../platform/threads/runTask.ts';
import { tasks } from '../../taskTable.ts';
import type { SearchEntry, SearchIndex } from '../search/search.port.ts';
import { type DocRow, type DocWrite, docsRepository } from './docs.repository.ts';
import type { RenderedDoc } from './markdown/renderDoc.ts';

/** The pages shipped with the portal: one Markdown file per page, named for its slug. */
export const SHIPPED_DOCS_DIR = fileURLToPath(new URL('./content/', import.meta.url));

const notFound = () => new HttpError('not_found', 'Documentation page not found.');

const sectionRank = (section: string) => docSections.indexOf(section as (typeof docSections)[number]);
/** Reading order: the sections' order, then each page's order and title. */
const inReadingOrder = (rows: DocRow[]) =>
  [...rows].sort(
    (a, b) =>
      sectionRank(a.section) - sectionRank(b.section) || a.order - b.order || a.title.localeCompare(b.title),
  );

const toSummary = (row: DocRow): DocSummary => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  section: row.section,
  order: row.order,
  updated: row.updated,
  published: row.published,
});

const toEntry = (row: DocRow): SearchEntry => ({
  kind: 'doc',
  key: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.text,
  url: `/documentation/${row.slug}`,
  updatedAt: row.updatedAt,
});

const fieldsOf = (rendered: RenderedDoc): Omit<DocWrite, 'slug' | 'source' | 'published'> => ({
  ...rendered.frontMatter,
  html: rendered.html,
  headings: rendered.headings,
  text: rendered.text,
});

/** Rendering reads Markdown of up to 200,000 characters: a thread of its own, never the event loop. */
function render(sources: string[]): Promise<RenderedDoc[]> {
  return runTask(tasks.renderDocs, sources);
}

export function docsService(db: Db, search: SearchIndex) {
  const repo = docsRepository(db);
  search.source('doc', async () => (await repo.list(true)).map(toEntry));

  /** The row and its search entry in one transaction: a published page is found as soon as it is saved. */
  async function write(
    slug: string,
    change: (r: ReturnType<typeof docsRepository>) => Promise<DocRow | null>,
  ) {
    return withTransaction(db, async (tx) => {
      const row = await change(docsRepository(tx));
      if (!row) return null;
      if (row.published) await search.upsert([toEntry(row)], tx);
      else await search.remove('doc', slug, tx);
      return row;
    });
  }

  return {
    /**
     * Every start: a shipped page missing from the database is added, and one staff have not changed since
     * is refreshed when its file changed (a release's fix reaches existing installs; an edit is never lost).
     */
    async ensureShipped() {
      const files = (await readdir(SHIPPED_DOCS_DIR)).filter((file) => file.endsWith('.md')).sort();
      const stored = new Map((await repo.shippedSources()).map((row) => [row.slug, row]));
      const due: { slug: string; source: string; exists: boolean }[] = [];
      for (const file of files) {
        const slug = file.slice(0, -'.md'.length);
        const source = await readFile(path.join(SHIPPED_DOCS_DIR, file), 'utf8');
        const row = stored.get(slug);
        if (!row) due.push({ slug, source, exists: false });
        else if (row.shipped && row.source !== source) due.push({ slug, source, exists: true });
      }
      if (due.length === 0) return;
      const rendered = await render(due.map((doc) => doc.source));
      for (const [i, doc] of due.entries()) {
        const fields = { ...fieldsOf(rendered[i]!), source: doc.source, shipped: true };
        await write(doc.slug, (r) =>
          doc.exists ? r.update(doc.slug, fields) : r.insert({ slug: doc.slug, ...fields, published: true }),
        );
      }
    },

    async list(includeUnpublished = false): Promise<DocList> {
      return { data: inReadingOrder(await repo.list(!includeUnpublished)).map(toSummary) };
    },

    /** A page with its neighbours in reading order; unpublished pages only for staff (`includeUnpublished`). */
    async page(
      slug: string,
      viewer: { userId: string | null; includeUnpublished: boolean },
    ): Promise<DocPage> {
      const row = await repo.bySlug(slug);
      if (!row || (!row.published && !viewer.includeUnpublished)) throw notFound();
      const order = inReadingOrder(await repo.list(true));
      const at = order.findIndex((doc) => doc.slug === slug);
      const link = (doc: DocRow | undefined) => (doc ? { slug: doc.slug, title: doc.title } : null);
      return {
        ...toSummary(row),
        html: row.html,
        headings: row.headings,
        previous: at > 0 ? link(order[at - 1]) : null,
        next: at >= 0 ? link(order[at + 1]) : null,
        helpful: viewer.userId ? await repo.feedbackOf(slug, viewer.userId) : null,
      };
    },

    async source(slug: string) {
      const row = await repo.bySlug(slug);
      if (!row) throw notFound();
      return { slug: row.slug, source: row.source, published: row.published };
    },

    async preview(source: string): Promise<DocPreview> {
      const [rendered] = await render([source]);
      const { html, headings, frontMatter } = rendered!;
      return { html, headings, title: frontMatter.title, summary: frontMatter.summary };
    },

    async create(slug: string, body: DocSaveBody, userId: string): Promise<DocSummary> {
      const [rendered] = await render([body.source]);
      const row = await write(slug, (r) =>
        r.insert({
          slug,
          ...fieldsOf(rendered!),
          source: body.source,
          published: body.published,
          updatedBy: userId,
        }),
      );
      if (!row) throw new HttpError('conflict', `A page with the address ${slug} already exists.`);
      return toSummary(row);
    },

    async save(slug: string, body: DocSaveBody, userId: string): Promise<DocSummary> {
      if (!(await repo.bySlug(slug))) throw notFound();
      const [rendered] = await render([body.source]);
      const row = await write(slug, (r) =>
        r.update(slug, {
          ...fieldsOf(rendered!),
          source: body.source,
          published: body.published,
          shipped: false,
          updatedBy: userId,
        }),
      );
      if (!row) throw notFound();
      return toSummary(row);
    },

    async delete(slug: string) {
      const shipped = await readdir(SHIPPED_DOCS_DIR);
      if (shipped.includes(`${slug}.md`))
        throw new HttpError(
          'conflict',
          'A page shipped with the portal cannot be deleted: unpublish it instead.',
        );
      const deleted = await withTransaction(db, async (tx) => {
        const gone = await docsRepository(tx).delete(slug);
        if (gone) await search.remove('doc', slug, tx);
        return gone;
      });
      if (!deleted) throw notFound();
    },

    async feedback(slug: string, userId: string, helpful: boolean, comment: string | undefined) {
      const row = await repo.bySlug(slug);
      if (!row?.published) throw notFound();
      await repo.setFeedback(slug, userId, helpful, comment?.length ? comment : null);
    },
  };
}

export type DocsService = ReturnType<typeof docsService>;
