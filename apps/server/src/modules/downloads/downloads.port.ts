import type { DownloadKind } from '@portal/contracts';

/** One file on /downloads, as the module that owns its content makes it. */
export type DownloadFile = {
  file: string;
  kind: DownloadKind;
  /** The app type of a starter, the service of an API description, empty otherwise. */
  subject: string;
  version: string;
  mediaType: string;
  data: Buffer;
};

/**
 * How modules put their files on /downloads (docs/product/downloads.md DOWNLOADS-2; modules meet through
 * ports): each names where its files come from; they are made once, on the first visit, from the code of this
 * release.
 */
export type DownloadShelf = {
  provide(load: () => Promise<DownloadFile[]>): void;
};
