/**
 * The language every page loads first (docs/product/shell.md SHELL-18: en, the default and complete one):
 * the others fall back to it key by key, so its file is read on every start whatever the user chose.
 */
export const DEFAULT_LANGUAGE = 'en';

/**
 * Every translation module of one language in one file, `/public/static/i18n/{ALL_MODULES_DIR}/{locale}.json`,
 * made by the web build (apps/web/i18nAllModules.ts). The web reads it at start; a signed-in page's HTML
 * names the default language's one for preloading (docs/decisions/signed-in-page-context.md).
 */
export const ALL_MODULES_DIR = 'all';

export const allModulesPath = (locale: string) => `/public/static/i18n/${ALL_MODULES_DIR}/${locale}.json`;
