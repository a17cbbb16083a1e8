import { type FeatureFlags, featureFlagDefaults, type PublicConfig } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import about from '../../public/public/static/i18n/about/en.json';
import admin from '../../public/public/static/i18n/admin/en.json';
import builder from '../../public/public/static/i18n/builder/en.json';
import common from '../../public/public/static/i18n/common/en.json';
import consoleBundle from '../../public/public/static/i18n/console/en.json';
import core from '../../public/public/static/i18n/core/en.json';
import home from '../../public/public/static/i18n/home/en.json';
import { AppProviders } from '../app/AppProviders.tsx';
import { QUERY_FRESH_MS } from '../lib/query/freshness.ts';

/**
 * The deployment tests run on unless they say otherwise: the product's defaults and flags
 * (docs/product/shell.md SHELL-19).
 */
export const testConfig: PublicConfig = {
  productName: 'Workday',
  envLevel: 'PROD',
  portalMode: 'standard',
  logRangeVariant: '30d',
  appUploadMaxBytes: 50 * 1024 * 1024,
  helpLinks: { community: null, status: null },
  flags: { ...featureFlagDefaults },
};

/** Changes to the test deployment; `flags` names only the flags that differ from the defaults. */
export type TestConfigOverrides = Partial<Omit<PublicConfig, 'flags'>> & { flags?: Partial<FeatureFlags> };

export function testConfigWith({ flags, ...rest }: TestConfigOverrides = {}): PublicConfig {
  return { ...testConfig, ...rest, flags: { ...testConfig.flags, ...flags } };
}

/** An i18next instance with the real en bundles, imported directly so tests never fetch them. */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['about', 'common', 'core', 'home', 'console', 'admin', 'builder'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: { en: { about, admin, builder, common, console: consoleBundle, core, home } },
    initAsync: false,
  });
  return instance;
}

export type RenderOptions = {
  /** The URL the memory router starts at. */
  path?: string;
  /** Routes of the memory router; defaults to one catch-all route rendering `ui`. */
  routes?: RouteObject[];
  config?: TestConfigOverrides;
  /** An i18n instance of the test's own (e.g. to switch language); a fresh en one otherwise. */
  i18n?: i18n;
  /**
   * Answers stay fresh as long as in the app (QUERY_FRESH_MS) rather than being read again at once: for a
   * test of a screen that must not lean on a refetch the app would not make.
   */
  queryFresh?: boolean;
  /** The app's own client as start-up made it (app/queryClient.ts), instead of the tests' one. */
  queryClient?: QueryClient;
};

/** Renders with every provider the app has (i18n, Mantine, TanStack Query, public config, a memory router). */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const i18n = options.i18n ?? createTestI18n();
  // Queries whose options retry (the app's own rule, e.g. not on a 404) retry at once: the delay
  // between tries is the library's, and waiting it out on the real clock made tests depend on time.
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: {
        queries: { retry: false, retryDelay: 0, staleTime: options.queryFresh ? QUERY_FRESH_MS : 0 },
      },
    });
  const config = testConfigWith(options.config);
  const result = render(
    <AppProviders config={config} i18n={i18n} queryClient={queryClient} mantine={{ env: 'test' }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, i18n, queryClient };
}
