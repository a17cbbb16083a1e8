import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type TutorialBody,
  type TutorialList,
  type TutorialPage,
  type TutorialSummary,
  tutorialBodySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../platform/httpError.ts';
import { renderMarkdownList } from '../../platform/markdown/renderMarkdownList.ts';
import type { SearchEntry, SearchIndex } from '../search/search.port.ts';
import type { StoredTutorialStep } from './tutorials.repository.ts';
import { type TutorialRow, tutorialsRepository } from './tutorials.repository.ts';

/** The tutorials shipped with the portal: one JSON file per tutorial (its body and order), named for its slug. */
export const SHIPPED_TUTORIALS_DIR = fileURLToPath(new URL('./content/', import.meta.url));

const notFound = () => new HttpError('not_found', 'Tutorial not found.');

export type TutorialViewer = { userId: string | null; includeUnpublished: boolean };

const renderSteps = renderMarkdownList;

/** A body's steps with their HTML, rendered in a task thread. */
async function storedSteps(body: TutorialBody): Promise<StoredTutorialStep[]> {
  const html = await renderSteps(body.steps.map((step) => step.body));
  return body.steps.map((step, i) => ({ ...step, html: html[i]! }));
}

const stepKey = (step: {
  id: string;
  title: string;
  body: string;
  code: { language: string; source: string } | null;
  check: string;
}) => [step.id, step.title, step.body, step.code?.language ?? null, step.code?.source ?? null, step.check];

const toSummary = (row: TutorialRow, done: Set<string> | undefined): TutorialSummary => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  level: row.level,
  minutes: row.minutes,
  order: row.order,
  intro: row.intro,
  published: row.published,
  stepCount: row.steps.length,
  doneCount: row.steps.filter((step) => done?.has(step.id)).length,
  updatedAt: row.updatedAt.toISOString(),
});

const toEntry = (row: TutorialRow): SearchEntry => ({
  kind: 'tutorial',
  key: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.steps.map((step) => `${step.title}. ${step.body} ${step.check}`).join(' '),
  url: `/learn?tutorial=${row.slug}`,
  updatedAt: row.updatedAt,
});

export function tutorialsService(db: Db, search: SearchIndex) {
  const repo = tutorialsRepository(db);
  search.source('tutorial', async () => (await repo.list(true)).map(toEntry));

  /** The row and its search entry in one transaction: a published tutorial is found as soon as it is saved. */
  const write = (
    slug: string,
    change: (r: ReturnType<typeof tutorialsRepository>) => Promise<TutorialRow | null>,
  ) =>
    withTransaction(db, async (tx) => {
      const row = await change(tutorialsRepository(tx));
      if (!row) return null;
      if (row.published) await search.upsert([toEntry(row)], tx);
      else await search.remove('tutorial', slug, tx);
      return row;
    });

  const sameContent = (row: TutorialRow, body: TutorialBody & { order: number }) =>
    JSON.stringify([row.title, row.summary, row.level, row.minutes, row.intro, row.published, row.order]) ===
      JSON.stringify([
        body.title,
        body.summary,
        body.level,
        body.minutes,
        body.intro,
        body.published,
        body.order,
      ]) &&
    // Field by field: jsonb does not keep the keys' order.
    JSON.stringify(row.steps.map(stepKey)) === JSON.stringify(body.steps.map(stepKey));

  const shippedFiles = async () =>
    (await readdir(SHIPPED_TUTORIALS_DIR)).filter((file) => file.endsWith('.json')).sort();

  const visible = async (slug: string, viewer: TutorialViewer) => {
    const row = await repo.bySlug(slug);
    if (!row || (!row.published && !viewer.includeUnpublished)) throw notFound();
    return row;
  };

  const service = {
    /**
     * Every start: a shipped tutorial missing from the database is added, and one staff have not changed
     * since is refreshed from its file (a release's fix reaches existing installs; an edit is never lost).
     */
    async ensureShipped() {
      const stored = new Map((await repo.shipped()).map((row) => [row.slug, row]));
      for (const file of await shippedFiles()) {
        const slug = file.slice(0, -'.json'.length);
        const raw = JSON.parse(
          await readFile(path.join(SHIPPED_TUTORIALS_DIR, file), 'utf8'),
        ) as TutorialBody & {
          order: number;
        };
        const body = tutorialBodySchema.parse(raw);
        const existing = stored.get(slug);
        if (existing && !existing.shipped) continue;
        // Rendering starts a thread: only for a tutorial that is new or whose file changed.
        if (existing && sameContent(existing, { ...body, order: raw.order })) continue;
        const fields = { ...body, steps: await storedSteps(body), order: raw.order, shipped: true };
        await write(slug, (r) => (existing ? r.update(slug, fields) : r.insert({ slug, ...fields })));
      }
    },

    async list(viewer: TutorialViewer): Promise<TutorialList> {
      const rows = await repo.list(!viewer.includeUnpublished);
      const progress = viewer.userId ? await repo.progressOf(viewer.userId) : new Map<string, Set<string>>();
      return { data: rows.map((row) => toSummary(row, progress.get(row.slug))) };
    },

    async page(slug: string, viewer: TutorialViewer): Promise<TutorialPage> {
      const row = await visible(slug, viewer);
      const done = viewer.userId ? (await repo.progressOf(viewer.userId, [slug])).get(slug) : undefined;
      return {
        ...toSummary(row, done),
        steps: row.steps.map((step) => ({
          id: step.id,
          title: step.title,
          body: step.body,
          html: step.html,
          code: step.code as TutorialPage['steps'][number]['code'],
          check: step.check,
          done: done?.has(step.id) ?? false,
        })),
      };
    },

    async preview(bodies: string[]) {
      return { html: await renderSteps(bodies) };
    },

    async create(slug: string, body: TutorialBody, userId: string): Promise<TutorialSummary> {
      const steps = await storedSteps(body);
      const order = await repo.nextOrder();
      const row = await write(slug, (r) => r.insert({ slug, ...body, steps, order, updatedBy: userId }));
      if (!row) throw new HttpError('conflict', `A tutorial with the address ${slug} already exists.`);
      return toSummary(row, undefined);
    },

    async save(slug: string, body: TutorialBody, userId: string): Promise<TutorialSummary> {
      if (!(await repo.bySlug(slug))) throw notFound();
      const steps = await storedSteps(body);
      const row = await write(slug, (r) =>
        r.update(slug, { ...body, steps, shipped: false, updatedBy: userId }),
      );
      if (!row) throw notFound();
      return toSummary(row, undefined);
    },

    async delete(slug: string) {
      if ((await shippedFiles()).includes(`${slug}.json`))
        throw new HttpError(
          'conflict',
          'A tutorial shipped with the portal cannot be deleted: withdraw it instead.',
        );
      const deleted = await withTransaction(db, async (tx) => {
        const gone = await tutorialsRepository(tx).delete(slug);
        if (gone) await search.remove('tutorial', slug, tx);
        return gone;
      });
      if (!deleted) throw notFound();
    },

    /** The tutorials in the order given: every tutorial once, so none is lost or doubled by a stale list. */
    async reorder(slugs: string[]): Promise<TutorialList> {
      const all = (await repo.list(false)).map((row) => row.slug);
      if (
        new Set(slugs).size !== slugs.length ||
        slugs.length !== all.length ||
        !all.every((s) => slugs.includes(s))
      )
        throw new HttpError(
          'conflict',
          'The order must name every tutorial once. Reload the list and try again.',
        );
      await withTransaction(db, async (tx) => tutorialsRepository(tx).setOrder(slugs));
      return service.list({ userId: null, includeUnpublished: true });
    },

    async setProgress(slug: string, userId: string, stepId: string, done: boolean): Promise<TutorialPage> {
      const row = await visible(slug, { userId, includeUnpublished: false });
      if (!row.steps.some((step) => step.id === stepId))
        throw new HttpError('not_found', `This tutorial has no step ${stepId}.`);
      await repo.setDone(userId, slug, stepId, done);
      return service.page(slug, { userId, includeUnpublished: false });
    },

    async resetProgress(slug: string, userId: string): Promise<TutorialPage> {
      await visible(slug, { userId, includeUnpublished: false });
      await repo.reset(userId, slug);
      return service.page(slug, { userId, includeUnpublished: false });
    },
  };
  return service;
}

export type TutorialsService = ReturnType<typeof tutorialsService>;
