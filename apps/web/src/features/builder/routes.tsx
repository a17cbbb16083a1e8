import { type PortalRoute, requiringSession } from '../../lib/routes/routeTypes.ts';

const area = 'builder';
// Editing an app's source is changing the app: the apps module's write permission, checked by the server too.
const access = { orgPermission: 'apps.write' } as const;
const workspace = () => import('./workspace/BuilderPage.tsx').then((m) => ({ Component: m.BuilderPage }));
const local = () => import('./local/LocalBuilderPage.tsx').then((m) => ({ Component: m.LocalBuilderPage }));

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
    // The local variants edit a source kept in the browser until it is uploaded as the app's draft.
    { path: '/build/local/:app', titleKey: 'builder:routes.buildApp', area, access, lazy: local },
    {
      path: '/build/local/:app/:component',
      titleKey: 'builder:routes.buildComponent',
      area,
      access,
      lazy: local,
    },
  ]),
];
