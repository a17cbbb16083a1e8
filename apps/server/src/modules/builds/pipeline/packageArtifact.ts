import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type AppManifest, BUILD_INFO_FILE, MANIFEST_FILE } from '@portal/contracts';
import { writeZipFile, type ZipInput } from '../../../platform/zip/writeZip.ts';

export const ARTIFACT_FORMAT_VERSION = 1;

export type Artifact = { path: string; checksum: string; sizeBytes: number };

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Byte order, not locale order: the same on every machine. */
function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The artifact: build-info.json, manifest.json, then the components sorted by path, with fixed dates and
 * modes and no build time inside, so the same source always gives the same bytes and checksum.
 */
export async function packageArtifact(
  sourceDir: string,
  manifest: AppManifest,
  outPath: string,
): Promise<Artifact> {
  // One file at a time, streamed: a large asset is never held in memory whole.
  const components = [];
  for (const c of [...manifest.components].sort((a, b) => byName(a.path, b.path))) {
    const file = path.join(sourceDir, c.path);
    const { size } = await stat(file);
    components.push({
      id: c.id,
      kind: c.kind,
      path: c.path,
      sizeBytes: size,
      sha256: await sha256OfFile(file),
    });
  }
  const buildInfo = {
    formatVersion: ARTIFACT_FORMAT_VERSION,
    referenceId: manifest.referenceId,
    name: manifest.name,
    type: manifest.type,
    version: manifest.version,
    components,
  };
  const entries: ZipInput[] = [
    { name: BUILD_INFO_FILE, data: Buffer.from(`${JSON.stringify(buildInfo, null, 2)}\n`) },
    { name: MANIFEST_FILE, file: path.join(sourceDir, MANIFEST_FILE) },
    ...components.map((c) => ({ name: c.path, file: path.join(sourceDir, c.path) })),
  ];
  await writeZipFile(entries, outPath);
  return {
    path: outPath,
    checksum: `sha256:${await sha256OfFile(outPath)}`,
    sizeBytes: (await stat(outPath)).size,
  };
}
