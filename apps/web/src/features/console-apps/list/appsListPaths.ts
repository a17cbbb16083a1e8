export type AppListName = 'all' | 'builtOn' | 'licensed' | 'retired';

/**
 * The path of each list; builtOn's carries the product name (docs/product/apps.md APPS-4: builtOn{product}).
 */
export function appListPath(list: AppListName, productName: string): string {
  if (list === 'builtOn') return `/console/apps/builtOn${encodeURIComponent(productName)}`;
  return `/console/apps/${list}`;
}
