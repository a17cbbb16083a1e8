import { type ConfigLeaf, DEFAULT_LANGUAGE, defaultPublicConfig } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { resolveLazyMatches } from '../app/resolveLazyMatches.ts';
import type { PortalRouteHandle } from '../app/routeHandle.ts';
import { createPortalRoutes } from '../app/router.tsx';
import { cssVariablesResolver } from '../app/theme.ts';
import { seedSignedOutSession } from '../lib/identity/sessionQueries.ts';
import { recordConfigReads } from './configReads.ts';

// What the build's prerender step needs to find the translation bundles.
export { i18nModules } from '../lib/i18n/i18n.ts';
export { DEFAULT_LANGUAGE };

/** The public pages prerendered at build time, each with the module of its lazy page. */
export const publicPages = [
  { path: '/', file: 'home.html', module: 'src/features/home/HomePage.tsx' },
  { path: '/about', file: 'about.html', module: 'src/features/about/AboutPage.tsx' },
  { path: '/welcome', file: 'welcome.html', module: 'src/features/welcome/WelcomePage.tsx' },
] as const;

export type RenderedPage = {
  /** The markup of `#root`. */
  html: string;
  title: string;
  language: string;
  configReads: Record<string, ConfigLeaf>;
};

type Bundles = Record<string, Record<string, unknown>>;

/**
 * A public page as a visitor who is not signed in first sees it, in the default language, under the
 * default public config, rendered with the same providers and route tree as the browser (App.tsx), so the
 * client can hydrate it. `bundles` are the default language's translation modules by name.
 */
export async function renderPublicPage(pathname: string, bundles: Bundles): Promise<RenderedPage> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(bundles),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: { [DEFAULT_LANGUAGE]: bundles },
  });
  const routes = createPortalRoutes();
  // The route table's own import: the router's wrapper keeps the browser's chunk-recovery state.
  await resolveLazyMatches(routes, pathname, async (route) => {
    const lazy = (route.handle as PortalRouteHandle).portalRoute.lazy;
    if (!lazy) throw new Error(`${pathname} has no page to prerender`);
    return lazy();
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${pathname} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient();
  seedSignedOutSession(queryClient);
  const { config, reads } = recordConfigReads(defaultPublicConfig);
  const html = renderToString(
    <AppProviders config={config} i18n={i18n} queryClient={queryClient} mantine={{ cssVariablesResolver }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const portalRoute = (context.matches.at(-1)?.route.handle as PortalRouteHandle | undefined)?.portalRoute;
  if (!portalRoute) throw new Error(`${pathname} is not a page of the route table`);
  // As useDocumentTitle writes it (docs/product/shell.md SHELL-5), which the browser does only once the page
  // renders.
  const title = i18n.t('common:pageTitle', {
    title: i18n.t(portalRoute.titleKey),
    product: config.productName,
  });
  return { html, title, language: DEFAULT_LANGUAGE, configReads: { ...reads } };
}
