import { ActionIcon, Menu } from '@mantine/core';
import { can } from '@portal/contracts';
import {
  IconBuilding,
  IconFileText,
  IconGauge,
  IconHistory,
  IconKey,
  IconLogout,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userSelfQueryOptions } from '../../lib/identity/sessionQueries.ts';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { layers } from '../../lib/layers.ts';

/**
 * The signed-in user's menu in the header: profile, the company's account and entitlements, its SAML
 * single sign-on and audit activity for its admins, terms and sign out (docs/product/sign-in.md SIGNIN-8).
 */
export function UserMenu() {
  const { t } = useTranslation('core');
  const { data: user } = useQuery(userSelfQueryOptions());
  const access = useAccessContext();
  // The company's pages, each for whom it opens: the account for any member (a company is selected).
  const companyLinks = [
    { to: '/console/account', key: 'account', Icon: IconBuilding, shown: access.orgPermissions !== null },
    {
      to: '/console/account/entitlements',
      key: 'entitlements',
      Icon: IconGauge,
      shown: can(access, { orgPermission: 'entitlements.read' }),
    },
    {
      to: '/console/account/saml',
      key: 'saml',
      Icon: IconKey,
      shown: can(access, { orgPermission: 'company.admin' }),
    },
    {
      to: '/console/account/audits',
      key: 'audits',
      Icon: IconHistory,
      shown: can(access, { orgPermission: 'company.admin' }),
    },
  ];
  const label = user
    ? t('userMenu.label', { name: `${user.firstName} ${user.lastName}`.trim() })
    : t('userMenu.labelAnonymous');
  return (
    <Menu position="bottom-end" width={200} shadow="md" zIndex={layers.popover} withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={label}>
          <IconUserCircle size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user && <Menu.Label>{user.email}</Menu.Label>}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('userMenu.profile')}
        </Menu.Item>
        {companyLinks
          .filter((link) => link.shown)
          .map(({ to, key, Icon }) => (
            <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
              {t(`userMenu.${key}`)}
            </Menu.Item>
          ))}
        <Menu.Item component={Link} to="/terms" leftSection={<IconFileText size={16} aria-hidden />}>
          {t('userMenu.terms')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
