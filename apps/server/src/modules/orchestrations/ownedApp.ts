import { HttpError } from '../../platform/httpError.ts';
import type { AppDirectory } from '../apps/apps.port.ts';

/** The company's own app for the orchestration routes, or their 404 (another company's app is missing too). */
export function ownedAppOf(apps: AppDirectory) {
  return async (organizationId: string, appRef: string) => {
    const app = await apps.ownedBy(organizationId, appRef);
    if (!app) throw new HttpError('not_found', 'App not found.');
    return app;
  };
}
