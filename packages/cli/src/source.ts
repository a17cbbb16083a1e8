import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { CliError, EXIT } from './exitCodes.ts';

/** What the manifest says of the app, for an upload that does not name them itself. */
export type ManifestFields = { name?: string; referenceId?: string; type?: string; description?: string };

const MANIFEST = 'manifest.json';
/** A manifest is small; this bounds what is read of one from a zip someone hands the CLI. */
const MANIFEST_MAX_BYTES = 1024 * 1024;

function manifestFields(text: string, where: string): ManifestFields {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError(EXIT.failed, `${where}: manifest.json is not valid JSON.`);
  }
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text_ = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return {
    name: text_('name'),
    referenceId: text_('referenceId'),
    type: text_('type'),
    description: text_('description'),
  };
}

/** The files of a folder, relative with forward slashes, in a stable order; dot-files are left out. */
async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .sort();
}

function zipFolder(folder: string, files: string[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of files) zip.addFile(path.join(folder, name), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

function manifestInZip(zip: Buffer, where: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(new CliError(EXIT.usage, `${where} is not a zip file.`));
      file.on('error', () => reject(new CliError(EXIT.usage, `${where} is not a readable zip file.`)));
      file.on('end', () => resolve(null));
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== MANIFEST) return file.readEntry();
        if (entry.uncompressedSize > MANIFEST_MAX_BYTES)
          return reject(new CliError(EXIT.failed, `${where}: manifest.json is over 1 MB.`));
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream)
            return reject(new CliError(EXIT.usage, `${where}: manifest.json cannot be read.`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            file.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
          stream.on('error', reject);
        });
      });
      file.readEntry();
    });
  });
}

/**
 * A source to upload from a folder (zipped here, with `yazl`) or a zip file (sent as it is): the zip,
 * its file name, and the manifest's fields. The server checks the source; this only packs it.
 */
export async function readSource(
  where: string,
): Promise<{ zip: Buffer; fileName: string; manifest: ManifestFields }> {
  const info = await stat(where).catch(() => null);
  if (!info) throw new CliError(EXIT.usage, `${where}: no such folder or zip file.`);
  if (info.isDirectory()) {
    const files = await filesOf(where);
    if (files.length === 0) throw new CliError(EXIT.usage, `${where} is an empty folder.`);
    const manifest = files.includes(MANIFEST)
      ? manifestFields(await readFile(path.join(where, MANIFEST), 'utf8'), where)
      : {};
    return {
      zip: await zipFolder(where, files),
      fileName: `${path.basename(path.resolve(where))}.zip`,
      manifest,
    };
  }
  const zip = await readFile(where);
  const text = await manifestInZip(zip, where);
  return { zip, fileName: path.basename(where), manifest: text === null ? {} : manifestFields(text, where) };
}
