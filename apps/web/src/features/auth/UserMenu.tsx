import { ActionIcon, Menu } from '@mantine/core';
import { can } from '@portal/contracts';
import {
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
 * The signed-in user's menu in the header: profile, the company's entitlements, its SAML single sign-on
 * and audit activity for its admins, terms and sign out (SPEC.md 4 logout).
 */
export function UserMenu() {
  const { t } = useTranslation('core');
  const { data: user } = useQuery(userSelfQueryOptions());
  const access = useAccessContext();
  const canAudit = can(access, { orgPermission: 'company.admin' });
  const canSeeEntitlements = can(access, { orgPermission: 'entitlements.read' });
  // The company's account pages, each for those who may open it (the shared can(), as the routes).
  const accountPages = [
    {
      shown: canSeeEntitlements,
      to: '/console/account/entitlements',
      Icon: IconGauge,
      label: 'userMenu.entitlements',
    },
    { shown: canAudit, to: '/console/account/saml', Icon: IconKey, label: 'userMenu.saml' },
    { shown: canAudit, to: '/console/account/audits', Icon: IconHistory, label: 'userMenu.audits' },
  ] as const;
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
        {accountPages
          .filter((page) => page.shown)
          .map(({ to, Icon, label }) => (
            <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
              {t(label)}
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
