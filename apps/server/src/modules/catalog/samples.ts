import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppType, MANIFEST_FILE } from '@portal/contracts';
import { writeZipBuffer, type ZipInput } from '../../platform/zip/writeZip.ts';

/** The app catalog's sample sources: one folder each under modules/catalog/samples/. */
export const SAMPLES_DIR = fileURLToPath(new URL('./samples/', import.meta.url));

export type SampleSummary = {
  slug: string;
  name: string;
  type: AppType;
  version: string;
  description: string;
};

export async function listSamples(): Promise<SampleSummary[]> {
  const folders = (await readdir(SAMPLES_DIR, { withFileTypes: true })).filter((d) => d.isDirectory());
  const summaries = await Promise.all(
    folders.map(async (folder) => {
      const manifest = JSON.parse(await readFile(path.join(SAMPLES_DIR, folder.name, MANIFEST_FILE), 'utf8'));
      return {
        slug: folder.name,
        name: manifest.name,
        type: manifest.type,
        version: manifest.version,
        description: manifest.description ?? '',
      };
    }),
  );
  return summaries.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The files of a sample, relative path and bytes, sorted by path. */
export async function sampleFiles(slug: string): Promise<{ path: string; data: Buffer }[]> {
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`no sample ${slug}`);
  const root = path.join(SAMPLES_DIR, slug);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        return { path: path.relative(root, full).split(path.sep).join('/'), data: await readFile(full) };
      }),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A sample as an app source zip for a copy of it: the manifest takes the new app's reference ID (which
 * the build requires) and name; every other file is as in the catalog.
 */
export async function sampleSourceZip(
  slug: string,
  app: { referenceId: string; name?: string; description?: string | undefined },
): Promise<Buffer> {
  const entries: ZipInput[] = (await sampleFiles(slug)).map((file) => {
    if (file.path !== MANIFEST_FILE) return { name: file.path, data: file.data };
    const manifest = JSON.parse(file.data.toString('utf8'));
    const copy = {
      ...manifest,
      referenceId: app.referenceId,
      ...(app.name ? { name: app.name } : {}),
      // What the user typed in the create form describes their copy (docs/product/catalog.md CATALOG-3).
      ...(app.description?.trim() ? { description: app.description.trim() } : {}),
    };
    return { name: file.path, data: Buffer.from(`${JSON.stringify(copy, null, 2)}\n`) };
  });
  return writeZipBuffer(entries);
}
