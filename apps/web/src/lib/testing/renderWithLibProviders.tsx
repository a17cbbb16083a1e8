import { createTheme, MantineProvider } from '@mantine/core';
import type { FeatureFlags, PublicConfig } from '@portal/contracts';
import { type RenderOptions, render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import commonEn from '../../../public/public/static/i18n/common/en.json';
import coreEn from '../../../public/public/static/i18n/core/en.json';
import { PublicConfigProvider } from '../../app/PublicConfigContext.tsx';
import { layerComponentDefaults } from '../layerComponentDefaults.ts';
import { testConfig } from './testConfig.ts';

/** An i18n instance with the real en bundles of the lib's namespaces, ready synchronously. */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'core'],
    defaultNS: 'common',
    resources: { en: { common: commonEn, core: coreEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export const testTheme = createTheme({ components: layerComponentDefaults });

type Options = Omit<RenderOptions, 'wrapper'> & {
  config?: Partial<Omit<PublicConfig, 'flags'>> & { flags?: Partial<FeatureFlags> };
  i18n?: i18n;
};

/** Renders with the providers lib components need: config, i18n and Mantine with the layer defaults. */
export function renderWithLibProviders(ui: ReactElement, { config, i18n, ...options }: Options = {}) {
  const instance = i18n ?? createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PublicConfigProvider value={testConfig(config)}>
        <I18nextProvider i18n={instance}>
          <MantineProvider theme={testTheme}>{children}</MantineProvider>
        </I18nextProvider>
      </PublicConfigProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), i18n: instance };
}
