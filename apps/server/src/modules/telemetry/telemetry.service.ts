import { trackedPath } from '@portal/contracts';

/** The server applies the tracking rule again: a client that skipped it never stores raw ids. */
export function normalisePagePath(path: string): string {
  const [pathname = '/', ...rest] = path.split('?');
  const query = rest.join('?');
  return trackedPath(pathname, query ? `?${query}` : '');
}
