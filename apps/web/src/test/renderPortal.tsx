import { createPortalRoutes } from '../app/router.tsx';
import { type RenderOptions, renderWithProviders } from './renderWithProviders.tsx';

/**
 * Renders the whole portal (layout, route gate, every route and redirect) at `options.path`. The one
 * way a feature's test reaches the shell: features never import app/ (docs/architecture.md, boundaries).
 */
export function renderPortal(options: Omit<RenderOptions, 'routes'> = {}) {
  return renderWithProviders(null, { ...options, routes: createPortalRoutes() });
}
