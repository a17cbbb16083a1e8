import { defaultZipLimits, type ZipLimits } from '@portal/contracts';
import yauzl from 'yauzl';
import { collisionKey, entryNameIssue } from './entryName.ts';
import { entrySizeIssue, totalSizeIssue } from './sizeChecks.ts';
import { ZipError } from './zipError.ts';

export type ZipEntryInfo = {
  /** The entry name as stored, already checked to be a safe relative path. */
  name: string;
  isDirectory: boolean;
  compressedSize: number;
  /** As declared in the central directory; reading proves it. */
  uncompressedSize: number;
  crc32: number;
};

export type ZipInspection = {
  entries: ZipEntryInfo[];
  totalCompressedBytes: number;
  totalUncompressedBytes: number;
};

/** An inspected zip still open for reading: the entries were all checked before any data is read. */
export type OpenZip = ZipInspection & {
  zipfile: yauzl.ZipFile;
  rawEntries: yauzl.Entry[];
};

const UTF8_FLAG = 0x800;
const ENCRYPTED_FLAG = 0x1;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const LOCAL_HEADER_MIN = 30;

/** Names are UTF-8 when flagged; unflagged names must be ASCII (CP437 names are refused, not guessed). */
function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw;
  if (entry.generalPurposeBitFlag & UTF8_FLAG) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(raw);
    } catch {
      throw new ZipError('zip_invalid_name', 'an entry name is not valid UTF-8');
    }
  }
  if (raw.some((byte) => byte > 0x7f))
    throw new ZipError('zip_invalid_name', 'an entry name has non-ASCII bytes but is not marked UTF-8');
  return raw.toString('latin1');
}

function checkEntry(entry: yauzl.Entry, name: string, fileSize: number, limits: ZipLimits): ZipEntryInfo {
  const nameIssue = entryNameIssue(name);
  if (nameIssue) throw new ZipError(nameIssue, `unsafe entry name ${JSON.stringify(name)}`, name);
  // The unix mode sits in the high 16 bits of the external attributes, whatever the 'made by' host says.
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type === S_IFLNK) throw new ZipError('zip_symlink', `entry ${name} is a symbolic link`, name);
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR)
    throw new ZipError('zip_special_file', `entry ${name} is not a regular file or folder`, name);
  if (entry.generalPurposeBitFlag & ENCRYPTED_FLAG)
    throw new ZipError('zip_encrypted', `entry ${name} is encrypted`, name);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
    throw new ZipError(
      'zip_unsupported_compression',
      `entry ${name} uses compression method ${entry.compressionMethod}`,
      name,
    );
  const sizes = { compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize };
  const sizeIssue = entrySizeIssue(sizes, limits);
  if (sizeIssue)
    throw new ZipError(
      sizeIssue,
      `entry ${name} declares ${sizes.uncompressedSize} bytes from ${sizes.compressedSize} compressed`,
      name,
    );
  if (entry.relativeOffsetOfLocalHeader + LOCAL_HEADER_MIN + entry.compressedSize > fileSize)
    throw new ZipError('zip_corrupt', `entry ${name} lies beyond the end of the file (truncated?)`, name);
  const isDirectory = name.endsWith('/') || type === S_IFDIR;
  if (isDirectory && entry.uncompressedSize > 0)
    throw new ZipError('zip_invalid_name', `folder entry ${name} has content`, name);
  return { name, isDirectory, ...sizes, crc32: entry.crc32 };
}

/** Two names that collide on disk, or a file that is also the parent folder of another entry. */
function checkCollisions(entries: ZipEntryInfo[]): void {
  const seen = new Set<string>();
  const parents = new Set<string>();
  for (const entry of entries) {
    const key = collisionKey(entry.name);
    if (seen.has(key)) throw new ZipError('zip_duplicate_entry', `duplicate entry ${entry.name}`, entry.name);
    seen.add(key);
    const parts = key.split('/');
    for (let i = 1; i < parts.length; i++) parents.add(parts.slice(0, i).join('/'));
  }
  for (const entry of entries) {
    if (!entry.isDirectory && parents.has(collisionKey(entry.name)))
      throw new ZipError(
        'zip_duplicate_entry',
        `entry ${entry.name} is both a file and a folder`,
        entry.name,
      );
  }
}

/** Entries whose data overlap reuse the same compressed bytes: the trick of overlapping zip bombs. */
function checkOverlaps(raw: yauzl.Entry[]): void {
  const byOffset = [...raw].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (let i = 1; i < byOffset.length; i++) {
    const prev = byOffset[i - 1]!;
    if (
      prev.relativeOffsetOfLocalHeader + LOCAL_HEADER_MIN + prev.compressedSize >
      byOffset[i]!.relativeOffsetOfLocalHeader
    )
      throw new ZipError('zip_corrupt', 'entries overlap in the file');
  }
}

function corrupt(error: unknown): ZipError {
  if (error instanceof ZipError) return error;
  return new ZipError('zip_corrupt', error instanceof Error ? error.message : String(error));
}

/**
 * Opens a zip and checks its whole central directory against the limits before returning; no entry data
 * has been read when it returns. The caller reads entries with readEntries or closes `zipfile`.
 */
export async function openInspectedZip(file: string, limits: ZipLimits = defaultZipLimits): Promise<OpenZip> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded and checked here, to report each unsafe form with its own code.
      decodeStrings: false,
      // Sizes are counted here while reading, against the declared size and the total limit.
      validateEntrySizes: false,
    });
  } catch (error) {
    throw corrupt(error);
  }
  try {
    if (zipfile.entryCount > limits.maxEntries)
      throw new ZipError(
        'zip_too_many_entries',
        `${zipfile.entryCount} entries, more than the limit of ${limits.maxEntries}`,
      );
    const rawEntries: yauzl.Entry[] = [];
    const entries: ZipEntryInfo[] = [];
    const total = { compressedSize: 0, uncompressedSize: 0 };
    await new Promise<void>((resolve, reject) => {
      zipfile.on('entry', (entry: yauzl.Entry) => {
        try {
          const info = checkEntry(entry, decodeName(entry), zipfile.fileSize, limits);
          total.compressedSize += info.compressedSize;
          total.uncompressedSize += info.uncompressedSize;
          if (total.uncompressedSize > limits.maxTotalUncompressedBytes)
            throw new ZipError(
              'zip_too_large',
              `entries declare more than ${limits.maxTotalUncompressedBytes} bytes`,
            );
          rawEntries.push(entry);
          entries.push(info);
          zipfile.readEntry();
        } catch (error) {
          reject(error);
        }
      });
      zipfile.on('end', resolve);
      zipfile.on('error', (error: unknown) => reject(corrupt(error)));
      zipfile.readEntry();
    });
    const totalIssue = totalSizeIssue(total, limits);
    if (totalIssue)
      throw new ZipError(
        totalIssue,
        `entries declare ${total.uncompressedSize} bytes from ${total.compressedSize} compressed`,
      );
    checkCollisions(entries);
    checkOverlaps(rawEntries);
    return {
      zipfile,
      rawEntries,
      entries,
      totalCompressedBytes: total.compressedSize,
      totalUncompressedBytes: total.uncompressedSize,
    };
  } catch (error) {
    zipfile.close();
    throw corrupt(error);
  }
}

/** Reads the central directory of `file` and refuses it, with a ZipError, before anything is extracted. */
export async function inspectZip(file: string, limits: ZipLimits = defaultZipLimits): Promise<ZipInspection> {
  const { zipfile, entries, totalCompressedBytes, totalUncompressedBytes } = await openInspectedZip(
    file,
    limits,
  );
  zipfile.close();
  return { entries, totalCompressedBytes, totalUncompressedBytes };
}
