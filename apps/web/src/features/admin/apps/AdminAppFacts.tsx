import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminApp } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';

/** The app's identity and company, as a definition grid (one column on narrow screens). */
export function AdminAppFacts({ app }: { app: AdminApp }) {
  const { t, i18n } = useTranslation('admin');
  const facts: [string, string][] = [
    [t('adminApps.app.facts.referenceId'), app.referenceId],
    [t('adminApps.app.facts.company'), app.organizationName],
    [t('adminApps.app.facts.type'), app.type],
    [t('adminApps.app.facts.created'), formatDateTime(app.createdAt, i18n.language)],
    [t('adminApps.app.facts.updated'), formatDateTime(app.updatedAt, i18n.language)],
    [
      t('adminApps.app.facts.status'),
      app.retiredAt
        ? t('adminApps.app.retiredOn', { date: formatDateTime(app.retiredAt, i18n.language) })
        : t('adminApps.app.active'),
    ],
  ];
  return (
    <Stack gap="xs">
      {app.description && <Text>{app.description}</Text>}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="gray.7">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
