import { pageViewSchema } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasItem, readJson, readString, removeItem, writeJson, writeString } from './safeStorage.ts';
import { storageKeys } from './storageKeys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safe storage', () => {
  it('writes and reads back a JSON value', () => {
    expect(writeJson(storageKeys.buildSelect, { app: 'a', build: 3 })).toBe(true);
    expect(readJson(storageKeys.buildSelect)).toEqual({ app: 'a', build: 3 });
  });

  it('keeps session values apart from local ones', () => {
    writeString(storageKeys.chunkReload, '1', 'session');
    expect(readString(storageKeys.chunkReload, 'session')).toBe('1');
    expect(readString(storageKeys.chunkReload, 'local')).toBeUndefined();
  });

  it('gives undefined for a missing key', () => {
    expect(readJson(storageKeys.orgUuid)).toBeUndefined();
    expect(hasItem(storageKeys.orgUuid)).toBe(false);
  });

  it('gives undefined for a value that is not JSON', () => {
    localStorage.setItem(storageKeys.buildSelect, '{broken');
    expect(readJson(storageKeys.buildSelect)).toBeUndefined();
  });

  it('gives undefined for a value that fails the schema', () => {
    writeJson(storageKeys.buildSelect, { path: 'no-slash' });
    expect(readJson(storageKeys.buildSelect, pageViewSchema)).toBeUndefined();
    writeJson(storageKeys.buildSelect, { path: '/ok' });
    expect(readJson(storageKeys.buildSelect, pageViewSchema)).toEqual({ path: '/ok' });
  });

  it('fails soft when every storage call throws', () => {
    const fail = () => {
      throw new DOMException('denied', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: fail, setItem: fail, removeItem: fail });
    expect(readJson(storageKeys.orgUuid)).toBeUndefined();
    expect(writeJson(storageKeys.orgUuid, 'x')).toBe(false);
    expect(() => removeItem(storageKeys.orgUuid)).not.toThrow();
  });

  it('fails soft when storage cannot even be reached', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(readString(storageKeys.chunkReload, 'session')).toBeUndefined();
      expect(writeString(storageKeys.chunkReload, '1', 'session')).toBe(false);
    } finally {
      Object.defineProperty(window, 'sessionStorage', original);
    }
  });

  it('does not store a value JSON cannot represent', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson(storageKeys.buildSelect, cyclic)).toBe(false);
  });

  it('removes a value', () => {
    writeString(storageKeys.orgUuid, 'o');
    removeItem(storageKeys.orgUuid);
    expect(hasItem(storageKeys.orgUuid)).toBe(false);
  });
});

describe('storage keys', () => {
  it('prefixes every key with devsite: except userLocale', () => {
    for (const [name, key] of Object.entries(storageKeys)) {
      if (name === 'userLocale') expect(key).toBe('userLocale');
      else expect(key.startsWith('devsite:')).toBe(true);
    }
  });

  it('gives every key a distinct name', () => {
    const keys = Object.values(storageKeys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
