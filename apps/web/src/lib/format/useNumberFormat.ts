import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../flags/useFeatureFlag.ts';
import { formatAmount, formatCount, formatDuration, formatPercent } from './numbers.ts';

/** The number formats in the page's language, with the deployment's decimalPrecision flag applied. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const precision = { precise: useFeatureFlag('decimalPrecision') };
  const language = i18n.language;
  return {
    count: (value: number) => formatCount(value, language),
    amount: (value: number) => formatAmount(value, language, precision),
    percent: (value: number | null | undefined) => formatPercent(value, language, precision),
    duration: (ms: number | null | undefined) => formatDuration(ms, language, precision),
  };
}
