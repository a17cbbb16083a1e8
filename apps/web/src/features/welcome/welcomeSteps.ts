import {
  IconApi,
  IconBook,
  IconBuildingStore,
  IconFileCertificate,
  IconHammer,
  IconKey,
  IconLifebuoy,
  IconSchool,
  IconServer,
  type TablerIcon,
} from '../../lib/icons/icons.ts';

/** A link with a title and one sentence; its text lives under `home:welcome.{key}`. */
export type WelcomeLink = { key: string; path: string; icon: TablerIcon };

/** The first-time checklist, in the order that works: terms, tenant, app, client, call, learn. */
export const welcomeSteps: WelcomeLink[] = [
  { key: 'terms', path: '/terms/developerprogram', icon: IconFileCertificate },
  { key: 'tenant', path: '/console/tenants', icon: IconServer },
  { key: 'app', path: '/build', icon: IconHammer },
  { key: 'apiClient', path: '/console/api-clients/create', icon: IconKey },
  { key: 'explorer', path: '/rest-api-explorer', icon: IconApi },
  { key: 'tutorial', path: '/learn', icon: IconSchool },
];

export const welcomeResources: WelcomeLink[] = [
  { key: 'docs', path: '/documentation', icon: IconBook },
  { key: 'catalog', path: '/app-catalog', icon: IconBuildingStore },
  { key: 'support', path: '/support', icon: IconLifebuoy },
];
