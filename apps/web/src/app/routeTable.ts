import { homeRoutes } from '../features/home/routes.tsx';
import type { PortalRoute } from './routeTypes.ts';

/** Every route of SPEC.md 2.1 to 2.3, collected from the features. */
export const routeTable: PortalRoute[] = [...homeRoutes];
