import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type AppManifest, type OrchestrationComponent, orchestrationSchema } from '@portal/contracts';
import type { FileStorage } from '../../../platform/storage/fileStorage.ts';
import { readEntries, readToBuffer } from '../../../platform/zip/readEntries.ts';

/** Components the engine reads are small; a larger entry is not one it needs. */
const MAX_FILE_BYTES = 1024 * 1024;

/** The manifest and the entries of a version's source zip that `wanted` keeps (small ones only). */
async function readSource(
  storage: FileStorage,
  sourceKey: string,
  wanted: (name: string) => boolean,
): Promise<{ manifest: AppManifest; files: Map<string, Buffer> }> {
  const stream = await storage.get(sourceKey);
  if (!stream) throw new Error(`The source ${sourceKey} is missing from file storage.`);
  return storage.withScratch('orchestration', async (dir) => {
    const zipPath = path.join(dir, 'source.zip');
    await pipeline(stream, createWriteStream(zipPath, { mode: 0o600 }));
    const files = new Map<string, Buffer>();
    await readEntries(zipPath, async (entry, content) => {
      if ((entry.name === 'manifest.json' || wanted(entry.name)) && entry.uncompressedSize <= MAX_FILE_BYTES)
        files.set(entry.name, await readToBuffer(content));
    });
    const manifestFile = files.get('manifest.json');
    if (!manifestFile) throw new Error(`The source ${sourceKey} has no manifest.`);
    return { manifest: JSON.parse(manifestFile.toString('utf8')) as AppManifest, files };
  });
}

/**
 * The orchestration components of a version's source, by component id. The source was checked by its
 * build (that is why it could be deployed), so a file that does not parse now is an internal error.
 */
export async function readOrchestrations(
  storage: FileStorage,
  sourceKey: string,
): Promise<Map<string, OrchestrationComponent>> {
  const { manifest, files } = await readSource(storage, sourceKey, (name) => name.endsWith('.json'));
  const found = new Map<string, OrchestrationComponent>();
  for (const component of manifest.components) {
    if (component.kind !== 'orchestration') continue;
    const file = files.get(component.path);
    if (file) found.set(component.id, orchestrationSchema.parse(JSON.parse(file.toString('utf8'))));
  }
  return found;
}

/** The script components of a version's source, by component id: their file and text. */
export async function readScripts(
  storage: FileStorage,
  sourceKey: string,
): Promise<Map<string, { file: string; source: string }>> {
  const { manifest, files } = await readSource(storage, sourceKey, (name) => name.endsWith('.js'));
  const found = new Map<string, { file: string; source: string }>();
  for (const component of manifest.components) {
    const file = component.kind === 'script' ? files.get(component.path) : undefined;
    if (file) found.set(component.id, { file: component.path, source: file.toString('utf8') });
  }
  return found;
}
