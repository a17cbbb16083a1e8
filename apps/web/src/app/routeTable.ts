import { aboutRoutes } from '../features/about/routes.tsx';
import { accountRoutes } from '../features/account/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { analyticsRoutes } from '../features/analytics/routes.tsx';
import { apiClientRoutes } from '../features/api-clients/routes.tsx';
import { appCatalogRoutes } from '../features/app-catalog/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { orchestrateRoutes } from '../features/builder/orchestrate/routes.tsx';
import { builderRoutes } from '../features/builder/routes.tsx';
import { studioRoutes } from '../features/builder/studio/routes.tsx';
import { consoleAppRoutes } from '../features/console-apps/routes.tsx';
import { documentationRoutes } from '../features/documentation/routes.tsx';
import { downloadsRoutes } from '../features/downloads/routes.tsx';
import { explorerRoutes } from '../features/explorers/routes.tsx';
import { generalRoutes } from '../features/general/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { logsRoutes } from '../features/logs/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { supportRoutes } from '../features/support/routes.tsx';
import { tenantRoutes } from '../features/tenants/routes.tsx';
import { termsRoutes } from '../features/terms/routes.tsx';
import { tutorialRoutes } from '../features/tutorials/routes.tsx';
import { welcomeRoutes } from '../features/welcome/routes.tsx';
import type { PortalRoute } from '../lib/routes/routeTypes.ts';

/** Every route (docs/product/shell.md SHELL-1), collected from the features. */
export const routeTable: PortalRoute[] = [
  ...homeRoutes,
  ...aboutRoutes,
  ...welcomeRoutes,
  ...generalRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...searchRoutes,
  ...termsRoutes,
  ...documentationRoutes,
  ...downloadsRoutes,
  ...supportRoutes,
  ...tutorialRoutes,
  ...appCatalogRoutes,
  ...builderRoutes,
  ...explorerRoutes,
  ...orchestrateRoutes,
  ...studioRoutes,
  ...consoleAppRoutes,
  ...analyticsRoutes,
  ...logsRoutes,
  ...tenantRoutes,
  ...apiClientRoutes,
  ...accountRoutes,
  ...adminRoutes,
];
