import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/dates.ts';
import { useLinksOnDeployment } from '../../../lib/routes/RouteTableContext.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { retiredItems } from './retiredFunctionality.ts';

/** /retired-functionality: what was retired, when, and the page that does the job now. */
export function RetiredFunctionalityPage() {
  const { t, i18n } = useTranslation('core');
  // The successor's path without its anchor decides whether it opens here.
  const linked = new Set(
    useLinksOnDeployment(retiredItems.map((item) => ({ ...item, path: item.successor.split('#')[0]! }))).map(
      (item) => item.key,
    ),
  );
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('retired.title')}</Title>
        <Text>{t('retired.intro')}</Text>
      </Stack>
      <DataTable
        minWidth={640}
        rowHeader={0}
        columns={[t('retired.columns.name'), t('retired.columns.retired'), t('retired.columns.successor')]}
        rows={retiredItems.map((item) => ({
          key: item.key,
          cells: [
            <Fragment key="name">
              <Text fw={600}>{t(`retired.items.${item.key}.name`)}</Text>
              <Text size="sm" c="gray.7" fw={400}>
                {t(`retired.items.${item.key}.description`)}
              </Text>
            </Fragment>,
            <Text key="retired" span inherit style={{ whiteSpace: 'nowrap' }}>
              {formatDate(item.retired, i18n.language)}
            </Text>,
            linked.has(item.key) ? (
              <Anchor key="successor" component={Link} to={item.successor}>
                {t(`retired.items.${item.key}.successor`)}
              </Anchor>
            ) : (
              <Text key="successor">
                {t(`retired.items.${item.key}.successor`)}{' '}
                <Text span size="sm" c="gray.7">
                  {t('retired.notHere')}
                </Text>
              </Text>
            ),
          ],
        }))}
      />
    </Stack>
  );
}
