import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { defaultZipLimits, type ZipLimits } from '@portal/contracts';
import { openInspectedZip, type ZipEntryInfo } from './inspectZip.ts';
import { ZipError } from './zipError.ts';

type Budget = { used: number; readonly max: number };

/**
 * Passes an entry's bytes through while counting them: a zip that lies about its sizes is stopped as soon
 * as the real bytes pass the declared size or the total limit, never after inflating them all.
 */
class EntryCounter extends Transform {
  private bytes = 0;
  private crc = 0;
  private readonly entry: ZipEntryInfo;
  private readonly budget: Budget;
  constructor(entry: ZipEntryInfo, budget: Budget) {
    super();
    this.entry = entry;
    this.budget = budget;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    this.budget.used += chunk.length;
    this.crc = crc32(chunk, this.crc);
    const error = this.overrun();
    if (error) callback(error);
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.endIssue() ?? undefined);
  }

  private overrun(): ZipError | null {
    const { name, uncompressedSize } = this.entry;
    if (this.bytes > uncompressedSize)
      return new ZipError(
        'zip_size_mismatch',
        `entry ${name} holds more than the ${uncompressedSize} bytes it declares`,
        name,
      );
    if (this.budget.used > this.budget.max)
      return new ZipError('zip_too_large', `entries hold more than ${this.budget.max} bytes`, name);
    return null;
  }

  private endIssue(): ZipError | null {
    const { name, uncompressedSize } = this.entry;
    if (this.bytes !== uncompressedSize)
      return new ZipError(
        'zip_size_mismatch',
        `entry ${name} holds ${this.bytes} bytes, not the ${uncompressedSize} it declares`,
        name,
      );
    if (this.crc !== this.entry.crc32)
      return new ZipError('zip_corrupt', `entry ${name} fails its CRC-32 check`, name);
    return null;
  }
}

/** Called for each file entry; must consume `content` (what it leaves is drained and still checked). */
export type EntryVisitor = (entry: ZipEntryInfo, content: Readable) => Promise<void>;

/**
 * Checks the whole central directory (inspectZip's checks), then streams each file entry, in central
 * directory order, to `visit`. Folder entries are not visited. Any failure is a ZipError.
 */
export async function readEntries(
  file: string,
  visit: EntryVisitor,
  limits: ZipLimits = defaultZipLimits,
): Promise<ZipEntryInfo[]> {
  const zip = await openInspectedZip(file, limits);
  const budget: Budget = { used: 0, max: limits.maxTotalUncompressedBytes };
  try {
    for (const [index, entry] of zip.entries.entries()) {
      if (entry.isDirectory) continue;
      let sourceError: unknown;
      let raw: Readable;
      try {
        raw = await zip.zipfile.openReadStreamPromise(zip.rawEntries[index]!);
      } catch (error) {
        throw new ZipError('zip_corrupt', `entry ${entry.name}: ${(error as Error).message}`, entry.name);
      }
      const counter = new EntryCounter(entry, budget);
      raw.on('error', (error) => {
        sourceError = error;
      });
      // Errors reach the visitor through `counter`; this promise only ties the two streams' lifetimes.
      pipeline(raw, counter).catch(() => {});
      try {
        await visit(entry, counter);
        if (!counter.readableEnded) {
          counter.resume();
          await finished(counter);
        }
      } catch (error) {
        raw.destroy();
        counter.destroy();
        if (error instanceof ZipError) throw error;
        // An inflate error (bad data, cut-off stream) is the zip's fault; anything else is not.
        if (sourceError !== undefined)
          throw new ZipError(
            'zip_corrupt',
            `entry ${entry.name}: ${(sourceError as Error).message}`,
            entry.name,
          );
        throw error;
      }
    }
    return zip.entries;
  } finally {
    zip.zipfile.close();
  }
}

/** The content of an entry as one buffer: for small files only (manifest, JSON components). */
export async function readToBuffer(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
