import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './Layout.module.css';
import type { NavItem } from './navItems.ts';

/** The header's areas that did not fit in its row (HeaderNav.tsx), in a menu; marked when the page is one. */
export function HeaderNavMore({ items, isCurrent }: { items: readonly NavItem[]; isCurrent: boolean }) {
  const { t } = useTranslation('core');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.headerLink} data-current={isCurrent || undefined}>
          {t('shell.moreNavigation')} <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.path} component={NavLink} to={item.path}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
