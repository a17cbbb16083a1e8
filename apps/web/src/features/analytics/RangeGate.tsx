import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** No query runs for a range the server would refuse: the picker shows why, this says what to do. */
export function RangeGate({ hasIssues, children }: { hasIssues: boolean; children: ReactNode }) {
  const { t } = useTranslation('console');
  if (hasIssues) {
    return (
      <Text c="gray.7" py="md">
        {t('analytics.fixRange')}
      </Text>
    );
  }
  return <>{children}</>;
}
