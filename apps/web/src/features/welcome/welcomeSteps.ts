import {
  IconApi,
  IconApps,
  IconBook,
  IconBuildingStore,
  IconChartBar,
  IconFileCertificate,
  IconKey,
  IconLifebuoy,
  IconSchool,
  IconServer,
  type TablerIcon,
} from '../../lib/icons/icons.ts';

/** A link with a title and one sentence; its text lives under `home:welcome.{key}`. */
export type WelcomeLink = { key: string; path: string; icon: TablerIcon };

/**
 * The first-time checklist, in the order that works: terms, tenant, app, client, call, monitor, learn.
 * The page shows only the steps whose area exists on the deployment (no link to Not Found).
 */
export const welcomeSteps: WelcomeLink[] = [
  { key: 'terms', path: '/terms/developerprogram', icon: IconFileCertificate },
  { key: 'tenant', path: '/console/tenants', icon: IconServer },
  // An app is created from the apps list (from scratch, a catalog copy or a zip: docs/product/content.md
  // CONTENT-1).
  { key: 'app', path: '/console/apps', icon: IconApps },
  { key: 'apiClient', path: '/console/api-clients/create', icon: IconKey },
  { key: 'explorer', path: '/rest-api-explorer', icon: IconApi },
  { key: 'monitor', path: '/console/analytics', icon: IconChartBar },
  { key: 'tutorial', path: '/learn', icon: IconSchool },
];

export const welcomeResources: WelcomeLink[] = [
  { key: 'docs', path: '/documentation', icon: IconBook },
  { key: 'catalog', path: '/app-catalog', icon: IconBuildingStore },
  { key: 'support', path: '/support', icon: IconLifebuoy },
];
