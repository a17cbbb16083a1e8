import { type ClientError, type PageView, trackedPath } from '@portal/contracts';
import type { TelemetryRepository } from './telemetry.repository.ts';

/** The server applies the tracking rule again: a client that skipped it never stores raw ids. */
export function normalisePagePath(path: string): string {
  const [pathname = '/', ...rest] = path.split('?');
  const query = rest.join('?');
  return trackedPath(pathname, query ? `?${query}` : '');
}

/** Page views and client errors of the web app, stored with their paths made anonymous. */
export function telemetryService(repo: TelemetryRepository) {
  return {
    recordPageView: (view: PageView) =>
      repo.insertPageView({ ...view, path: normalisePagePath(view.path) }, null),
    recordClientError: (error: ClientError, userAgent: string | null) =>
      repo.insertClientError({ ...error, path: normalisePagePath(error.path) }, { userAgent, userId: null }),
  };
}

export type TelemetryService = ReturnType<typeof telemetryService>;
