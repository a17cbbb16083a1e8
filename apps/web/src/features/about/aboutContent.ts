import {
  IconApi,
  IconBook,
  IconBriefcase,
  IconBuilding,
  IconBuildingCommunity,
  IconCertificate,
  IconChartBar,
  IconCode,
  IconHammer,
  IconHeadset,
  IconLifebuoy,
  IconSchool,
  IconServer,
  IconShieldCheck,
  IconTopologyStar3,
  IconTrophy,
  IconUserCog,
  type TablerIcon,
} from '../../lib/icons/icons.ts';

/** A titled item of the about page: its text lives under `about:{section}.{key}`. */
export type AboutItem = { key: string; icon: TablerIcon };

/** docs/product/content.md CONTENT-1: the areas of the product. */
export const offers: AboutItem[] = [
  { key: 'build', icon: IconHammer },
  { key: 'integrate', icon: IconTopologyStar3 },
  { key: 'apis', icon: IconApi },
  { key: 'tenants', icon: IconServer },
  { key: 'analytics', icon: IconChartBar },
  { key: 'admin', icon: IconCertificate },
  { key: 'learn', icon: IconBook },
  { key: 'support', icon: IconLifebuoy },
];

/** docs/product/content.md CONTENT-1: the users of the product. */
export const audience: AboutItem[] = [
  { key: 'developers', icon: IconCode },
  { key: 'admins', icon: IconUserCog },
  { key: 'dsc', icon: IconHeadset },
  { key: 'specialists', icon: IconShieldCheck },
];

/** docs/product/content.md CONTENT-1: the kinds of company users belong to. */
export const companyTypes: AboutItem[] = [
  { key: 'customer', icon: IconBuilding },
  { key: 'partner', icon: IconBriefcase },
  { key: 'education', icon: IconSchool },
  { key: 'hackathon', icon: IconTrophy },
  { key: 'internal', icon: IconBuildingCommunity },
];
