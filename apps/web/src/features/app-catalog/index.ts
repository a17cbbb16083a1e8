/**
 * What other features may use of the app catalog: its API, keys and queries, and the grid of entries
 * (staff's catalog pages edit and preview it; the create-app dialog starts an app from an entry).
 */
export { catalogApi } from './api/catalogApi.ts';
export {
  adminCatalogQueryOptions,
  catalogEntryQueryOptions,
  catalogListQueryOptions,
} from './api/catalogQueries.ts';
export { catalogKeys } from './api/keys.ts';
export { CatalogGrid } from './CatalogGrid.tsx';
