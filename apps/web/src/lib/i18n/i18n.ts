import { allModulesPath, DEFAULT_LANGUAGE, type FeatureFlags } from '@portal/contracts';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { http } from '../http/httpClient.ts';
import { readString, writeString } from '../storage/safeStorage.ts';
import { storageKeys } from '../storage/storageKeys.ts';
import {
  intlLocale,
  isAvailableLanguage,
  isPseudoLanguage,
  type Language,
  textDirection,
} from './languages.ts';
import { pseudoLocalize } from './pseudoLocalize.ts';
import { installValidationMessages } from './validationMessages.ts';

/**
 * Translation modules of docs/product/shell.md SHELL-18, served at
 * /public/static/i18n/{module}/{locale}.json, and all of a language's in one file (allModules.ts), which the
 * app reads.
 */
export const i18nModules = ['about', 'common', 'core', 'home', 'console', 'admin', 'builder'] as const;
export type I18nModule = (typeof i18nModules)[number];
type Bundle = Record<string, unknown>;

/**
 * A language's bundles, every module in one file (allModules.ts). They go through the http client like
 * every other request (one place calls fetch), but a missing or unreadable file must never block start-up or
 * redirect to login: it counts as empty, and i18next falls back to en key by key.
 */
async function loadModules(locale: string): Promise<Bundle> {
  try {
    const body = await http.get(allModulesPath(locale), { excludeFromGlobalHandling: true });
    // A server that answers unknown paths with the app's HTML gives text here, not an object.
    return isBundle(body) ? body : {};
  } catch {
    return {};
  }
}

const isBundle = (value: unknown): value is Bundle =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob);

/** Adds a language's bundles; pseudo-languages are generated from en, which must already be loaded. */
async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  const missing = i18nModules.filter((module) => !instance.hasResourceBundle(language, module));
  if (missing.length === 0) return;
  const modules = isPseudoLanguage(language) ? {} : await loadModules(language);
  for (const module of missing) {
    const loaded = modules[module];
    const bundle = isPseudoLanguage(language)
      ? pseudoLocalize(instance.getResourceBundle(DEFAULT_LANGUAGE, module) ?? {}, language)
      : isBundle(loaded)
        ? loaded
        : {};
    instance.addResourceBundle(language, module, bundle, true, true);
  }
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = intlLocale(language);
  document.documentElement.dir = textDirection(language);
}

/** The stored choice when this deployment offers it (pseudo-languages need their flag), else en. */
export function initialLanguage(flags: Pick<FeatureFlags, 'pseudoLanguages'>): Language {
  const stored = readString(storageKeys.userLocale);
  return isAvailableLanguage(stored, flags) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(flags: Pick<FeatureFlags, 'pseudoLanguages'>): Promise<i18n> {
  const language = initialLanguage(flags);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...i18nModules],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {},
  });
  await loadLanguage(instance, DEFAULT_LANGUAGE);
  if (language !== DEFAULT_LANGUAGE) await loadLanguage(instance, language);
  // Resources arrived after init: make the instance resolve the chosen language against them.
  await instance.changeLanguage(language);
  applyToDocument(language);
  installValidationMessages(instance);
  return instance;
}

/** Switches the UI language, loading its bundles first, and keeps the choice as userLocale. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await loadLanguage(instance, language);
  await instance.changeLanguage(language);
  applyToDocument(language);
  writeString(storageKeys.userLocale, language);
}
