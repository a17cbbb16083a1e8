import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/dates.ts';
import { useLinksOnDeployment } from '../../../lib/routes/RouteTableContext.tsx';
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
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('retired.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('retired.columns.retired')}</Table.Th>
              <Table.Th scope="col">{t('retired.columns.successor')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {retiredItems.map((item) => (
              <Table.Tr key={item.key}>
                <Table.Th scope="row" fw={400}>
                  <Text fw={600}>{t(`retired.items.${item.key}.name`)}</Text>
                  <Text size="sm" c="gray.7">
                    {t(`retired.items.${item.key}.description`)}
                  </Text>
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(item.retired, i18n.language)}
                </Table.Td>
                <Table.Td>
                  {linked.has(item.key) ? (
                    <Anchor component={Link} to={item.successor}>
                      {t(`retired.items.${item.key}.successor`)}
                    </Anchor>
                  ) : (
                    <Text>
                      {t(`retired.items.${item.key}.successor`)}{' '}
                      <Text span size="sm" c="gray.7">
                        {t('retired.notHere')}
                      </Text>
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
