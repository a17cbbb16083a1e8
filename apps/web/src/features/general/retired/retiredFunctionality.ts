/**
 * What the platform retired and where it went. Every entry is one of the legacy redirects of
 * docs/product/shell.md SHELL-13, so an old bookmark and this page tell the same story. `successor` is the
 * page that replaced it; the page links it only where it opens on this deployment.
 */
export type RetiredItem = {
  /** Key under `core:retired.items.` holding name, description and the successor's label. */
  key: string;
  /** The day it stopped working (ISO date). */
  retired: string;
  successor: string;
};

export const retiredItems: readonly RetiredItem[] = [
  { key: 'developerDashboard', retired: '2024-06-28', successor: '/console/apps' },
  { key: 'referenceApps', retired: '2024-09-30', successor: '/app-catalog' },
  { key: 'enableTenant', retired: '2024-09-30', successor: '/documentation/tenants#enable-a-tenant' },
  { key: 'apiExplorer', retired: '2025-01-31', successor: '/rest-api-explorer' },
  { key: 'graphapi', retired: '2025-01-31', successor: '/graph-api-explorer' },
  { key: 'discover', retired: '2025-03-31', successor: '/intro' },
  { key: 'flowBuilder', retired: '2025-06-30', successor: '/orchestrate' },
  { key: 'workflows', retired: '2025-06-30', successor: '/console/apps' },
  { key: 'assetTracking', retired: '2025-10-31', successor: '/app-catalog/asset-barcoding' },
  { key: 'todayCard', retired: '2025-10-31', successor: '/app-catalog/home-card-performance-review' },
];
