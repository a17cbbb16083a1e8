import { type PortalRoute, requiringSession, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

const area = 'builder';
// Editing an app's source is changing the app: the apps module's write permission, checked by the server too.
const access = { orgPermission: 'apps.write' } as const;
const workspace = () => import('./workspace/BuilderPage.tsx').then((m) => ({ Component: m.BuilderPage }));

export const builderRoutes: PortalRoute[] = [
  ...requiringSession([
    {
      path: '/build',
      titleKey: 'builder:routes.build',
      area,
      access,
      lazy: () => import('./home/BuilderHomePage.tsx').then((m) => ({ Component: m.BuilderHomePage })),
    },
    // Monaco is in the workspace's chunk only: the shell's first load does not carry it.
    { path: '/build/:app', titleKey: 'builder:routes.buildApp', area, access, lazy: workspace },
    {
      path: '/build/:app/:component',
      titleKey: 'builder:routes.buildComponent',
      area,
      access,
      lazy: workspace,
    },
  ]),
  // The local variants edit an app kept in the browser rather than on the server.
  unbuiltRoute({ path: '/build/local/:app', titleKey: 'builder:routes.buildApp', area }),
  unbuiltRoute({ path: '/build/local/:app/:component', titleKey: 'builder:routes.buildComponent', area }),
];
