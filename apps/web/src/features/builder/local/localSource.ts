import { APP_UPLOAD_MAX_BYTES, defaultZipLimits, MANIFEST_FILE } from '@portal/contracts';

/**
 * An app source loaded from the user's machine (/build/local, docs/product/builder.md BUILDER-1): text files
 * to edit and binary files kept as they are. It lives in this tab's memory only, until it is uploaded as the
 * draft.
 */
export type LocalSource = {
  name: string;
  files: Record<string, string>;
  binaries: Record<string, Uint8Array>;
};

export type LocalFile = { path: string; bytes: Uint8Array };

const decoder = () => new TextDecoder('utf-8', { fatal: true });

/** A folder picked with webkitdirectory names files under the folder: the source is what is inside it. */
export function stripCommonFolder(files: LocalFile[]): LocalFile[] {
  const first = files[0]?.path.split('/')[0];
  const isUnder = first !== undefined && files.every((f) => f.path.startsWith(`${first}/`));
  return isUnder ? files.map((f) => ({ ...f, path: f.path.slice(first.length + 1) })) : files;
}

/**
 * Splits files into text and binary, as the server's drafts do. Hidden files and folders (.git, .DS_Store)
 * are left out: the source format refuses them. Throws a message key when the source breaks a limit the
 * server's zip checks would refuse anyway, so nothing large is held for nothing.
 */
export function toLocalSource(name: string, picked: LocalFile[]): LocalSource {
  const kept = stripCommonFolder(picked.filter((f) => !f.path.startsWith('__MACOSX/'))).filter(
    (f) => f.path !== '' && !f.path.endsWith('/') && !f.path.split('/').some((part) => part.startsWith('.')),
  );
  if (kept.length > defaultZipLimits.maxEntries) throw new LocalSourceError('tooManyFiles');
  const total = kept.reduce((sum, f) => sum + f.bytes.length, 0);
  if (total > defaultZipLimits.maxTotalUncompressedBytes) throw new LocalSourceError('tooLarge');
  const source: LocalSource = { name, files: {}, binaries: {} };
  for (const file of kept) {
    try {
      source.files[file.path] = decoder().decode(file.bytes);
    } catch {
      source.binaries[file.path] = file.bytes;
    }
  }
  if (!(MANIFEST_FILE in source.files)) throw new LocalSourceError('noManifest');
  return source;
}

export class LocalSourceError extends Error {
  readonly reason: 'tooManyFiles' | 'tooLarge' | 'noManifest' | 'notZip';
  constructor(reason: 'tooManyFiles' | 'tooLarge' | 'noManifest' | 'notZip') {
    super(reason);
    this.reason = reason;
    this.name = 'LocalSourceError';
  }
}

/** A picked zip's entries (fflate, loaded only when a zip is picked). */
export async function readZipFiles(file: File): Promise<LocalFile[]> {
  if (file.size > APP_UPLOAD_MAX_BYTES) throw new LocalSourceError('tooLarge');
  const { unzip } = await import('fflate');
  const data = new Uint8Array(await file.arrayBuffer());
  const entries = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
    unzip(data, (error, files) => (error ? reject(new LocalSourceError('notZip')) : resolve(files))),
  );
  return Object.entries(entries).map(([path, bytes]) => ({ path, bytes }));
}

/** A picked folder's files, by their path inside it. */
export async function readFolderFiles(files: FileList | File[]): Promise<LocalFile[]> {
  return Promise.all(
    [...files].map(async (f) => ({
      path: f.webkitRelativePath || f.name,
      bytes: new Uint8Array(await f.arrayBuffer()),
    })),
  );
}

/** The source as a zip file, for the draft's zip upload (the server checks it as any upload). */
export async function zipLocalSource(source: LocalSource): Promise<File> {
  const { zipSync, strToU8 } = await import('fflate');
  const entries: Record<string, Uint8Array> = { ...source.binaries };
  for (const [path, text] of Object.entries(source.files)) entries[path] = strToU8(text);
  const zipped = zipSync(entries, { level: 6 });
  return new File([zipped], `${source.name.replace(/\.zip$/i, '')}.zip`, { type: 'application/zip' });
}
