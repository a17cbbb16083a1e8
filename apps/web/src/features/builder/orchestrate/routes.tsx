import { type PortalRoute, requiringSession } from '../../../lib/routes/routeTypes.ts';

const area = 'orchestrate';
// The orchestrations are read from and saved to the app's draft: the builder's permission (apps.write),
// checked by the server's draft API too.
const access = { orgPermission: 'apps.write' } as const;
// React Flow, dagre and JSONata are in this chunk only: the shell's first load does not carry them.
const editor = () =>
  import('./editor/OrchestrationPage.tsx').then((m) => ({ Component: m.OrchestrationPage }));

export const orchestrateRoutes: PortalRoute[] = requiringSession([
  {
    path: '/orchestrate',
    titleKey: 'builder:routes.orchestrate',
    area,
    access,
    lazy: () => import('./list/OrchestrateHomePage.tsx').then((m) => ({ Component: m.OrchestrateHomePage })),
  },
  {
    path: '/orchestrate/app/:a/orchestrations',
    titleKey: 'builder:routes.orchestrations',
    area,
    access,
    lazy: () =>
      import('./list/AppOrchestrationsPage.tsx').then((m) => ({ Component: m.AppOrchestrationsPage })),
  },
  {
    path: '/orchestrate/app/:a/:b/orchestrations/:c',
    titleKey: 'builder:routes.orchestration',
    area,
    access,
    lazy: editor,
  },
  // The app format has no workflow variant: the same orchestration (docs/decisions/orchestration-canvas.md).
  {
    path: '/orchestrate/app/:a/:b/workflows/:c',
    titleKey: 'builder:routes.workflow',
    area,
    access,
    lazy: () => import('./editor/WorkflowRedirect.tsx').then((m) => ({ Component: m.WorkflowRedirect })),
  },
]);
