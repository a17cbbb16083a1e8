import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage/storageKeys.ts';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  chunkIdFromUrl,
  claimChunkReload,
  handlePreloadError,
  releaseChunkReload,
  toChunkLoadError,
  withChunkTimeout,
} from './chunkErrors.ts';

afterEach(() => {
  vi.useRealTimers();
});

function preloadEvent(payload: unknown): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  return Object.assign(event, { payload });
}

describe('ChunkLoadError', () => {
  it('carries the chunk failure’s message (docs/product/shell.md SHELL-12) with its type and URL', () => {
    const error = new ChunkLoadError('HomePage-abc', 'missing', '/assets/HomePage-abc.js');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk HomePage-abc failed.');
    expect(error.type).toBe('missing');
    expect(error.request).toBe('/assets/HomePage-abc.js');
  });
});

describe('chunkIdFromUrl', () => {
  it('names the chunk after its file, without extension or query', () => {
    expect(chunkIdFromUrl('http://localhost/assets/HomePage-B1x2.js?v=1')).toBe('HomePage-B1x2');
    expect(chunkIdFromUrl('/assets/index-9f.css')).toBe('index-9f');
  });
});

describe('toChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://localhost/assets/AboutPage-x1.js'],
    ['Firefox', 'error loading dynamically imported module: http://localhost/assets/AboutPage-x1.js'],
  ])('recognises a failed dynamic import in %s', (_, message) => {
    const error = toChunkLoadError(new TypeError(message));
    expect(error?.type).toBe('missing');
    expect(error?.message).toBe('Loading chunk AboutPage-x1 failed.');
    expect(error?.request).toBe('http://localhost/assets/AboutPage-x1.js');
  });

  it('recognises Safari, which names no URL', () => {
    const error = toChunkLoadError(new TypeError('Importing a module script failed.'));
    expect(error?.message).toBe('Loading chunk unknown failed.');
  });

  it('types a failed style sheet preload as CSS_CHUNK_LOAD_FAILED', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for /assets/AboutPage-x1.css'));
    expect(error?.type).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error?.request).toBe('/assets/AboutPage-x1.css');
    expect(error?.message).toBe('Loading chunk AboutPage-x1 failed.');
  });

  it('leaves other errors alone', () => {
    expect(toChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(toChunkLoadError('a string')).toBeNull();
    expect(toChunkLoadError(undefined)).toBeNull();
  });
});

describe('withChunkTimeout', () => {
  it('resolves with the module when it loads in time', async () => {
    const load = withChunkTimeout(async () => ({ Component: 'page' }), '/about');
    await expect(load()).resolves.toEqual({ Component: 'page' });
  });

  it('fails with a timeout ChunkLoadError after 120000 ms', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise(() => {}), '/about');
    const result = load();
    const assertion = expect(result).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'timeout',
      message: 'Loading chunk /about failed.',
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    result.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const load = withChunkTimeout(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/A-1.js')),
      '/a',
    );
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes other errors through unchanged', async () => {
    const bug = new Error('bug in module');
    const load = withChunkTimeout(() => Promise.reject(bug), '/a');
    await expect(load()).rejects.toBe(bug);
  });
});

describe('the one automatic reload', () => {
  it('is granted once per tab until a chunk loads again', () => {
    expect(claimChunkReload(sessionStorage)).toBe(true);
    expect(sessionStorage.getItem(storageKeys.chunkReload)).not.toBeNull();
    expect(claimChunkReload(sessionStorage)).toBe(false);
    releaseChunkReload(sessionStorage);
    expect(claimChunkReload(sessionStorage)).toBe(true);
  });

  it('is refused when storage is unusable, so a broken deployment cannot reload in a loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(claimChunkReload(broken)).toBe(false);
  });
});

describe('handlePreloadError', () => {
  const failure = new Error('Unable to preload CSS for /assets/x.css');

  it('reloads the page on the first failed preload and stops the error', () => {
    const reload = vi.fn();
    const event = preloadEvent(failure);
    handlePreloadError(event, { storage: sessionStorage, reload });
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the error through after the page has already reloaded once', () => {
    sessionStorage.setItem(storageKeys.chunkReload, '1');
    const reload = vi.fn();
    const event = preloadEvent(failure);
    handlePreloadError(event, { storage: sessionStorage, reload });
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('ignores events that carry no chunk failure', () => {
    const reload = vi.fn();
    handlePreloadError(preloadEvent(new Error('other')), { storage: sessionStorage, reload });
    expect(reload).not.toHaveBeenCalled();
  });
});
