import { useSyncExternalStore } from 'react';
import type { LocalSource } from './localSource.ts';

// Memory, not IndexedDB: a local source is the user's own files, held only while they work on it in this
// tab; a reload asks for them again. Kept outside React so /build/local/:app and /:component share it.
const sources = new Map<string, LocalSource>();
const listeners = new Set<() => void>();

export const localSources = {
  get: (app: string) => sources.get(app) ?? null,
  set(app: string, source: LocalSource | null) {
    if (source) sources.set(app, source);
    else sources.delete(app);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLocalSource(app: string): LocalSource | null {
  return useSyncExternalStore(localSources.subscribe, () => localSources.get(app));
}
