import {
  IconApi,
  IconArchive,
  IconBook,
  IconBuildingStore,
  IconDownload,
  IconLifebuoy,
  IconSchool,
  IconSearch,
  type TablerIcon,
} from '../../../lib/icons/icons.ts';

export type HelpPlace = {
  /** Key under `core:help.places.` holding title and text. */
  key: string;
  path: string;
  icon: TablerIcon;
};

/** The portal's own places to look, in the order a stuck developer tries them. */
export const helpPlaces: readonly HelpPlace[] = [
  { key: 'docs', path: '/documentation', icon: IconBook },
  { key: 'search', path: '/search', icon: IconSearch },
  { key: 'learn', path: '/learn', icon: IconSchool },
  { key: 'explorers', path: '/rest-api-explorer', icon: IconApi },
  { key: 'catalog', path: '/app-catalog', icon: IconBuildingStore },
  { key: 'downloads', path: '/downloads', icon: IconDownload },
  { key: 'retired', path: '/retired-functionality', icon: IconArchive },
  { key: 'support', path: '/support', icon: IconLifebuoy },
];
