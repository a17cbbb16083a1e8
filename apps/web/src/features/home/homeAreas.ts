import {
  IconApi,
  IconApps,
  IconBook,
  IconBuildingStore,
  IconChartBar,
  IconHammer,
  IconKey,
  IconSchool,
  type TablerIcon,
} from '../../lib/icons/icons.ts';

export type HomeArea = {
  /** Key under `home:areas.` holding title, description and link text. */
  key: string;
  path: string;
  icon: TablerIcon;
};

/** The feature cards of the home page, in reading order: build, run, learn. */
export const homeAreas: HomeArea[] = [
  { key: 'build', path: '/build', icon: IconHammer },
  { key: 'consoleApps', path: '/console/apps', icon: IconApps },
  { key: 'catalog', path: '/app-catalog', icon: IconBuildingStore },
  { key: 'docs', path: '/documentation', icon: IconBook },
  { key: 'explorers', path: '/rest-api-explorer', icon: IconApi },
  { key: 'analytics', path: '/console/analytics', icon: IconChartBar },
  { key: 'apiClients', path: '/console/api-clients', icon: IconKey },
  { key: 'learn', path: '/learn', icon: IconSchool },
];

/**
 * Secondary areas, linked in one compact row under the cards. Not the staff's admin areas: the header's
 * Admin entry leads there for whom they are.
 */
export const moreAreas: { key: string; path: string }[] = [
  { key: 'orchestrate', path: '/orchestrate' },
  { key: 'studio', path: '/studiobuilder' },
  { key: 'tenants', path: '/console/tenants' },
  { key: 'soap', path: '/soap-api-explorer' },
  { key: 'graph', path: '/graph-api-explorer' },
  { key: 'downloads', path: '/downloads' },
];
