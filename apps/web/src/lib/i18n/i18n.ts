import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Translation modules of SPEC.md section 7, served at /public/static/i18n/{module}/{locale}.json. */
export const i18nModules = ['about', 'common', 'core', 'home', 'console', 'admin', 'builder'] as const;

async function loadBundle(module: string, locale: string): Promise<Record<string, unknown>> {
  // Bundles are static files outside the API: plain fetch is the loader, not the API client.
  const response = await fetch(`/public/static/i18n/${module}/${locale}.json`);
  if (!response.ok) return {};
  return (await response.json()) as Record<string, unknown>;
}

export async function initI18n(locale = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    ns: [...i18nModules],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
  });
  const locales = locale === 'en' ? ['en'] : ['en', locale];
  await Promise.all(
    locales.flatMap((loc) =>
      i18nModules.map(async (module) =>
        instance.addResourceBundle(loc, module, await loadBundle(module, loc), true),
      ),
    ),
  );
  return instance;
}
