import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LocalSourceError, stripCommonFolder, toLocalSource, zipLocalSource } from './localSource.ts';

const file = (path: string, text: string | Uint8Array) => ({
  path,
  bytes: typeof text === 'string' ? strToU8(text) : text,
});

describe('toLocalSource', () => {
  it("takes a folder's files by their path inside it, text apart from binary, without hidden files", () => {
    const source = toLocalSource('app', [
      file('my-app/manifest.json', '{}'),
      file('my-app/assets/logo.png', new Uint8Array([0x89, 0x50, 0xff, 0xfe])),
      file('my-app/.git/config', 'x'),
    ]);
    expect(source.files).toEqual({ 'manifest.json': '{}' });
    expect(Object.keys(source.binaries)).toEqual(['assets/logo.png']);
  });

  it('refuses a source without manifest.json at its root', () => {
    expect(() => toLocalSource('app', [file('pages/a.json', '{}')])).toThrow(LocalSourceError);
  });

  it('keeps a zip with files at its root as it is', () => {
    const files = [file('manifest.json', '{}'), file('pages/a.json', '{}')];
    expect(stripCommonFolder(files)).toEqual(files);
  });
});

describe('zipLocalSource', () => {
  it('gives back every file, text and binary', async () => {
    const zip = await zipLocalSource({
      name: 'app.zip',
      files: { 'manifest.json': '{"a":1}' },
      binaries: { 'assets/x.png': new Uint8Array([1, 2, 3]) },
    });
    expect(zip.name).toBe('app.zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(new TextDecoder().decode(entries['manifest.json'])).toBe('{"a":1}');
    expect([...(entries['assets/x.png'] ?? [])]).toEqual([1, 2, 3]);
  });
});
