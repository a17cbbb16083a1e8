import { describe, expect, it } from 'vitest';
import { linksOnDeployment, opensOnDeployment } from './deployedLinks.ts';
import { type PortalRoute, unbuiltRoute } from './routeTypes.ts';

const page = async () => ({ Component: () => null });
const routes: PortalRoute[] = [
  { path: '/app-catalog', titleKey: 't', area: 'catalog', lazy: page },
  { path: '/app-catalog/:id', titleKey: 't', area: 'catalog', lazy: page },
  unbuiltRoute({ path: '/documentation', titleKey: 't', area: 'docs' }),
  { path: '/secret', titleKey: 't', area: 'x', access: { hidden: true }, lazy: page },
  { path: '/console/apps', titleKey: 't', area: 'apps', access: { orgPermission: 'apps.read' }, lazy: page },
  unbuiltRoute({ path: '/local', titleKey: 't', area: 'general', modes: ['federal'] }),
];
const prod = { envLevel: 'PROD', portalMode: 'standard' } as const;
const dev = { envLevel: 'DEV', portalMode: 'standard' } as const;

describe('opensOnDeployment', () => {
  it('opens a built page on PROD, and an unbuilt one only on DEV', () => {
    expect(opensOnDeployment('/app-catalog', routes, prod)).toBe(true);
    expect(opensOnDeployment('/documentation', routes, prod)).toBe(false);
    expect(opensOnDeployment('/documentation', routes, dev)).toBe(true);
  });

  it('matches a path with parameters as the router does', () => {
    expect(opensOnDeployment('/app-catalog/asset-barcoding', routes, prod)).toBe(true);
  });

  it('never opens a path no route matches, a hidden route, or a route of another portal mode', () => {
    expect(opensOnDeployment('/no/such/page', routes, dev)).toBe(false);
    expect(opensOnDeployment('/secret', routes, dev)).toBe(false);
    expect(opensOnDeployment('/local', routes, dev)).toBe(false);
    expect(opensOnDeployment('/local', routes, { envLevel: 'DEV', portalMode: 'federal' })).toBe(true);
  });

  it('opens a page that needs a permission: the visitor is asked to sign in or told, never Not Found', () => {
    expect(opensOnDeployment('/console/apps', routes, prod)).toBe(true);
  });

  it('offers a signed-in user only the pages their permissions open, never a 403', () => {
    const user = (orgPermissions: string[]) => ({
      envLevel: 'PROD' as const,
      globalPermissions: [],
      orgPermissions,
    });
    expect(opensOnDeployment('/console/apps', routes, prod, user(['apps.read']))).toBe(true);
    expect(opensOnDeployment('/console/apps', routes, prod, user(['logs.read']))).toBe(false);
    expect(opensOnDeployment('/app-catalog', routes, prod, user([]))).toBe(true);
  });
});

describe('linksOnDeployment', () => {
  it('keeps the links that open, in their order', () => {
    const links = [{ path: '/documentation' }, { path: '/console/apps' }, { path: '/app-catalog' }];
    expect(linksOnDeployment(links, routes, prod)).toEqual([
      { path: '/console/apps' },
      { path: '/app-catalog' },
    ]);
  });
});
