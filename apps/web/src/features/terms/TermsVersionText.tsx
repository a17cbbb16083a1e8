import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentTermsQueryOptions } from './api/termsQueries.ts';

/** 'Version …' of the terms in force; nothing until it is known (the text itself does not wait for it). */
export function TermsVersionText() {
  const { t } = useTranslation('core');
  const { data } = useQuery(currentTermsQueryOptions());
  if (!data) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('terms.version', { version: data.version })}
    </Text>
  );
}
