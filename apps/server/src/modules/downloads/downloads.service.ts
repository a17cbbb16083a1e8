import { createHash } from 'node:crypto';
import { type Download, downloadKinds } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { DownloadFile, DownloadShelf } from './downloads.port.ts';

export type StockedFile = Download & { data: Buffer };

const kindOrder = (file: DownloadFile) => downloadKinds.indexOf(file.kind);

/**
 * The files of /downloads with their size and SHA-256. They come from this release's code (templates,
 * schemas), so they are made once and kept: a checksum a user copied stays true until the next release.
 */
export function downloadsService() {
  const providers: (() => Promise<DownloadFile[]>)[] = [];
  let stock: Promise<Map<string, StockedFile>> | undefined;

  const make = async () => {
    const files = (await Promise.all(providers.map((load) => load()))).flat();
    files.sort((a, b) => kindOrder(a) - kindOrder(b) || a.file.localeCompare(b.file));
    const byName = new Map<string, StockedFile>();
    for (const { data, ...file } of files) {
      if (byName.has(file.file)) throw new Error(`two downloads are named ${file.file}`);
      byName.set(file.file, {
        ...file,
        data,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        url: `/sub-api/v1/downloads/${file.file}`,
      });
    }
    return byName;
  };
  const stocked = () => {
    stock ??= make().catch((error: unknown) => {
      // A failed make is tried again on the next visit rather than remembered.
      stock = undefined;
      throw error;
    });
    return stock;
  };

  const shelf: DownloadShelf = {
    provide(load) {
      providers.push(load);
      stock = undefined;
    },
  };

  return {
    shelf,
    async list(): Promise<Download[]> {
      return [...(await stocked()).values()].map(({ data: _data, ...download }) => download);
    },
    async file(name: string): Promise<StockedFile> {
      const found = (await stocked()).get(name);
      if (!found) throw new HttpError('not_found', 'Download not found.');
      return found;
    },
  };
}

export type DownloadsService = ReturnType<typeof downloadsService>;
