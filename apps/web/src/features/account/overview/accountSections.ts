import {
  IconCertificate,
  IconGauge,
  IconHistory,
  IconPlug,
  IconShieldCheck,
  IconUsers,
  type TablerIcon,
} from '../../../lib/icons/icons.ts';

export type AccountSection = {
  /** Key under `console:account.sections.` holding its title and description. */
  key: string;
  path: string;
  icon: TablerIcon;
};

/**
 * The company account's pages (docs/product/companies.md COMPANIES-10), in the order an admin looks after
 * them. The page shows those that open on this deployment for this user, so an unbuilt one or one the user
 * may not open is no link.
 */
export const accountSections: AccountSection[] = [
  { key: 'users', path: '/console/users', icon: IconUsers },
  { key: 'entitlements', path: '/console/account/entitlements', icon: IconGauge },
  { key: 'licenses', path: '/console/account/licenses', icon: IconCertificate },
  { key: 'audits', path: '/console/account/audits', icon: IconHistory },
  { key: 'saml', path: '/console/account/saml', icon: IconShieldCheck },
  { key: 'integrations', path: '/console/account/third-party-integrations', icon: IconPlug },
];
