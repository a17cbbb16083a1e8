import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';

/**
 * One of the catalog's samples (`apps/server/src/modules/catalog/samples/<name>`) as an app source zip,
 * each file passed through `edit` (its path in the zip and its bytes) so a spec can name its own app or
 * change a page.
 */
export function sampleZip(sample: string, edit: (relative: string, data: Buffer) => Buffer): Promise<Buffer> {
  const root = path.resolve('apps/server/src/modules/catalog/samples', sample);
  const zip = new yazl.ZipFile();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (statSync(full).isDirectory()) walk(full);
      else zip.addBuffer(edit(relative, readFileSync(full)), relative);
    }
  };
  walk(root);
  return zipToBuffer(zip);
}

/** Ends the zip and collects its bytes. */
export function zipToBuffer(zip: yazl.ZipFile): Promise<Buffer> {
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
