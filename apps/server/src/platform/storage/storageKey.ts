const KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Keys are built by the server from ids ('sources/<app>/<version>.zip'); refusing anything else keeps a
 * bug from escaping the storage root on disk, or from writing a key no other process would look for.
 */
export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
  return key;
}

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part.startsWith('.'));
}
