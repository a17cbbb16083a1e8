import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { useFeatureFlag } from '../flags/useFeatureFlag.ts';
import { switchLanguage } from './i18n.ts';
import { availableLanguages, type Language, type PseudoLanguage } from './languages.ts';

/**
 * Each real language is named in itself (an autonym), the convention for language pickers: a user
 * who cannot read the current language still finds their own. So these are not translated.
 */
const autonyms: Record<Exclude<Language, PseudoLanguage>, string> = {
  en: 'English',
  en_US: 'English (United States)',
  fr_CA: 'Français (Canada)',
};

/** The language picker; off unless the `languageSelector` flag is on (docs/product/shell.md SHELL-18). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const { flags } = usePublicConfig();
  const enabled = useFeatureFlag('languageSelector');
  if (!enabled) return null;
  const data = availableLanguages(flags).map((language) => ({
    value: language,
    label: language === 'en_XA' || language === 'ar_XB' ? t(`lib.language.${language}`) : autonyms[language],
  }));
  return (
    <NativeSelect
      label={t('lib.language.label')}
      data={data}
      value={i18n.language}
      onChange={(event) => void switchLanguage(i18n, event.currentTarget.value as Language)}
    />
  );
}
