import { ALL_MODULES_DIR } from '@portal/contracts';

/**
 * Every translation module of one language in one file (`allModulesPath`, contracts), made from the
 * `{module}/{locale}.json` files (which stay as they are) by the web build and the dev server
 * (apps/web/i18nAllModules.ts). The app's start-up reads one file per language instead of one per module:
 * seven requests on the first screen of every page were the modules' bundles.
 */

/** One bundle file: its module (folder), its locale (file name) and its text. */
export type BundleFile = { module: string; locale: string; text: string };

/**
 * The files of each locale as one JSON object keyed by module, text by locale. A locale has only the modules
 * it translates (en_US: common): the others fall back to en key by key, as a missing file did.
 */
export function mergeBundleFiles(files: readonly BundleFile[]): Map<string, string> {
  const byLocale = new Map<string, Record<string, unknown>>();
  const sorted = [...files].sort((a, b) => a.module.localeCompare(b.module));
  for (const { module, locale, text } of sorted) {
    if (module === ALL_MODULES_DIR) continue;
    const modules = byLocale.get(locale) ?? {};
    modules[module] = JSON.parse(text) as unknown;
    byLocale.set(locale, modules);
  }
  return new Map([...byLocale].map(([locale, modules]) => [locale, JSON.stringify(modules)]));
}
