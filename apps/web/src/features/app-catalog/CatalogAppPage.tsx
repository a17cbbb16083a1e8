import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../lib/http/isNotFound.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { DataTable } from '../../lib/tables/DataTable.tsx';
import { catalogEntryQueryOptions } from './api/catalogQueries.ts';
import { CopyToCompany } from './CopyToCompany.tsx';
import { NotInCatalog } from './NotInCatalog.tsx';

/** /app-catalog/:id: one sample app, its components, its code and 'copy to my company'. */
export function CatalogAppPage() {
  const { t } = useTranslation('core');
  const { id = '' } = useParams();
  const query = useQuery(catalogEntryQueryOptions(id));

  if (isNotFound(query.error)) return <NotInCatalog />;
  return (
    <QueryState query={query} errorMessage={t('catalog.entryLoadError')}>
      {(entry) => (
        <Stack gap="md">
          <Anchor component={Link} to="/app-catalog" size="sm">
            {t('catalog.back')}
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1}>{entry.title}</Title>
            <Badge variant="outline">{t(`catalog.types.${entry.type}`)}</Badge>
          </Group>
          <Text>{entry.description}</Text>
          <Text size="sm" c="gray.7">
            {t('catalog.meta', { referenceId: entry.referenceId, version: entry.version })}
          </Text>
          <Group gap="sm">
            <CopyToCompany entry={entry} />
            <Button
              component={Link}
              to={`/app-catalog/${entry.sample}/code`}
              variant="default"
              leftSection={<IconCode size={16} aria-hidden />}
            >
              {t('catalog.viewCode')}
            </Button>
          </Group>
          <Title order={2} size="h3">
            {t('catalog.components.title')}
          </Title>
          <DataTable
            minWidth={420}
            columns={[t('catalog.components.id'), t('catalog.components.kind'), t('catalog.components.path')]}
            rows={entry.components.map((component) => ({
              key: component.id,
              cells: [
                component.id,
                t(`catalog.kinds.${component.kind}`),
                <Anchor
                  key="path"
                  component={Link}
                  to={`/app-catalog/${entry.sample}/code?file=${encodeURIComponent(component.path)}`}
                >
                  {component.path}
                </Anchor>,
              ],
            }))}
          />
        </Stack>
      )}
    </QueryState>
  );
}
