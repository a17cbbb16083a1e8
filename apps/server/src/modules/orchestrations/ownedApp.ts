import { HttpError } from '../../platform/httpError.ts';
import type { AppDirectory } from '../apps/apps.port.ts';

const missing = () => new HttpError('not_found', 'App not found.');

/** The company's own app for the orchestration routes, or their 404 (another company's app is missing too). */
export function ownedAppOf(apps: AppDirectory) {
  return async (organizationId: string, appRef: string) => {
    const app = await apps.ownedBy(organizationId, appRef);
    if (!app) throw missing();
    return app;
  };
}

/**
 * The app whose runs the company may read and launch: its own, or one licensed to it by a licence in
 * force (docs/decisions/orchestration-engine.md). Either way the runs it reaches are those on its own
 * tenants; an ended licence answers 404 like another company's app.
 */
export function runsAppOf(apps: AppDirectory) {
  return async (organizationId: string, appRef: string) => {
    const app =
      (await apps.ownedBy(organizationId, appRef)) ?? (await apps.licensedTo(organizationId, appRef));
    if (!app) throw missing();
    return app;
  };
}
