import { AppShell, Burger, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { SessionSync } from '../features/auth/SessionSync.tsx';
import { CompanyProvider } from '../features/company/CompanyProvider.tsx';
import { HeaderCopilot } from '../features/copilot/HeaderCopilot.tsx';
import { HeaderInbox } from '../features/inbox/HeaderInbox.tsx';
import { HeaderProductUpdates } from '../features/product-updates/HeaderProductUpdates.tsx';
import { HeaderSearch } from '../features/search/HeaderSearch.tsx';
import { usePublicConfig } from '../lib/config/PublicConfigContext.tsx';
import { useCompany } from '../lib/identity/companyContext.ts';
import { useAccessContext } from '../lib/identity/useAccessContext.ts';
import { ShellEffects } from '../lib/shell/ShellEffects.tsx';
import { useScreenMatches } from '../lib/shell/useScreenMatches.ts';
import { HeaderAccount } from './HeaderAccount.tsx';
import { HeaderNav } from './HeaderNav.tsx';
import classes from './Layout.module.css';
import { visibleNavItems } from './navItems.ts';

const mainId = 'main-content';
const mobileNavId = 'mobile-navigation';

/**
 * The portal's frame inside the session and company context (docs/product/sign-in.md SIGNIN-11): every page
 * sees the signed-in user, the selected company and the access context built from them.
 */
export function Layout() {
  return (
    <CompanyProvider>
      <SessionSync />
      <LayoutFrame />
    </CompanyProvider>
  );
}

/** Skip link, header with the areas the user may open and the account controls, and the page. */
function LayoutFrame() {
  const { t } = useTranslation(['core', 'common']);
  const { productName } = usePublicConfig();
  const items = visibleNavItems(useAccessContext());
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  // docs/product/shell.md SHELL-11: mobile layout under 768px, the theme's 'sm' breakpoint (48em). Read in the
  // first render; the first markup does not depend on it, so a prerendered page hydrates the same.
  const isMobile = useScreenMatches('(max-width: 47.99em)');
  const { pathname } = useLocation();
  const { viewKey, isLoading: isCompanyLoading } = useCompany();

  useEffect(() => {
    // A link in the mobile menu was followed: the page, not the menu, should show. `pathname` is
    // the trigger, not an input.
    void pathname;
    close();
  }, [pathname, close]);

  const showMobileNav = isMobile && isNavOpen && items.length > 0;
  const navLabel = t('core:shell.mainNavigation');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !showMobileNav, desktop: true } }}
      padding="md"
    >
      <a href={`#${mainId}`} className={classes.skipLink}>
        {t('core:shell.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* The brand gives way on a phone, the links on a narrow desktop (Layout.module.css). */}
          <Group gap="sm" wrap="nowrap" className={classes.headerStart}>
            {items.length > 0 && (
              <Burger
                opened={isNavOpen}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={isNavOpen ? t('core:shell.closeNavigation') : t('core:shell.openNavigation')}
                aria-expanded={isNavOpen}
                aria-controls={mobileNavId}
              />
            )}
            <Link to="/" className={classes.brand}>
              {t('common:productSuffix', { product: productName })}
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap" className={classes.headerEnd}>
            {items.length > 0 && <HeaderNav items={items} label={navLabel} />}
            <HeaderSearch />
            {/* The row is packed to the right: a control shown before those right of it moves when they
                come. The copilot's button moved 220 px left under a pointer pressing it, and the click
                was lost (e2e/copilot.spec.ts). So the controls left of the account's wait for the
                companies (the switcher is as wide as the name) and, in this one boundary, for the
                account's menus to load. */}
            <Suspense fallback={null}>
              {!isCompanyLoading && (
                <>
                  <HeaderCopilot />
                  <HeaderInbox />
                  <HeaderProductUpdates />
                </>
              )}
              <HeaderAccount />
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Rendered only while open: a collapsed navbar is merely moved off screen and stays focusable. */}
      {showMobileNav && (
        <AppShell.Navbar p="md" id={mobileNavId} component="nav" aria-label={navLabel}>
          <Stack gap={4}>
            {items.map((item) => (
              <MantineNavLink
                key={item.path}
                component={NavLink}
                to={item.path}
                label={t(item.labelKey)}
                active={pathname.startsWith(item.path)}
              />
            ))}
          </Stack>
        </AppShell.Navbar>
      )}
      <AppShell.Main id={mainId} tabIndex={-1} className={classes.main}>
        <ShellEffects />
        {/* docs/product/sign-in.md SIGNIN-12: a company switch remounts the view, so no page keeps the old company's state. */}
        <Fragment key={viewKey}>
          <Outlet />
        </Fragment>
      </AppShell.Main>
    </AppShell>
  );
}
