import { describe, expect, it } from 'vitest';
import type { DraftAssetRow } from './builder.repository.ts';
import { composeDraft, uploadedBytes } from './draftAssets.ts';
import type { SplitSource } from './draftSource.ts';

const row = (path: string, storageKey: string | null, bytes = 10): DraftAssetRow => ({
  userId: 'u',
  appId: 'a',
  path,
  storageKey,
  bytes,
  mediaType: 'image/png',
  updatedAt: new Date(0),
});
const source: SplitSource = {
  files: {},
  binaryFiles: ['assets/a.png', 'assets/b.png', 'data.bin'],
  binarySizes: { 'assets/a.png': 5, 'assets/b.png': 6, 'data.bin': 7 },
};

describe('composeDraft', () => {
  it("keeps the base's binaries the draft does not remove or replace, and lists assets with sizes", () => {
    const composed = composeDraft(source, { 'icon.svg': '<svg/>' }, [
      row('assets/a.png', null),
      row('assets/b.png', 'drafts/k1', 9),
      row('assets/c.png', 'drafts/k2', 3),
    ]);
    expect(composed.keptBase).toEqual(['data.bin']);
    expect(composed.binaryFiles).toEqual(['assets/b.png', 'assets/c.png', 'data.bin']);
    expect(composed.assets).toEqual([
      { path: 'assets/b.png', bytes: 9, mediaType: 'image/png', isUploaded: true },
      { path: 'assets/c.png', bytes: 3, mediaType: 'image/png', isUploaded: true },
      { path: 'icon.svg', bytes: 6, mediaType: 'image/svg+xml', isUploaded: false },
    ]);
  });

  it('lists a base PNG with its size when the draft leaves it alone', () => {
    expect(composeDraft(source, {}, []).assets[0]).toEqual({
      path: 'assets/a.png',
      bytes: 5,
      mediaType: 'image/png',
      isUploaded: false,
    });
  });
});

describe('uploadedBytes', () => {
  it('counts a replaced path at its new size', () => {
    const rows = [row('x.png', 'k', 100), row('y.png', 'k', 50)];
    expect(uploadedBytes(rows)).toBe(150);
    expect(uploadedBytes(rows, 'x.png', 10)).toBe(60);
  });
});
