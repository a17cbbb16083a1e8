import { Badge, Grid, Group, NavLink, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { useOpenApiOperations } from '../sandbox/api/useOpenApiOperations.ts';
import { matches } from '../sandbox/openApiOperations.ts';
import { TenantBar, useExplorerTenant } from '../sandbox/useExplorerTenant.tsx';
import { methodColor, OperationView } from './OperationView.tsx';

/**
 * /rest-api-explorer (docs/product/sandbox.md SANDBOX-10): every operation of every service version of the
 * sandbox's OpenAPI documents, searchable, each with its schemas, "try it" on a tenant of the company with
 * the user's tenant token, and the request as code. The tenant, operation and search are in the URL (?tenant,
 * ?op, ?q), so a link shows the same operation.
 */
export function RestExplorerPage() {
  const { t } = useTranslation('core');
  const [search, setSearch] = useSearchParams();
  const explorer = useExplorerTenant();
  const { tenant } = explorer;
  const docs = useOpenApiOperations(tenant?.name ?? null);
  const query = search.get('q') ?? '';
  const shown = docs.operations.filter((op) => matches(op, query));
  const selected = docs.operations.find((op) => op.key === search.get('op')) ?? shown[0] ?? null;
  const setQuery = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('explorers.rest.title')}</Title>
        <Text c="dimmed">{t('explorers.rest.intro')}</Text>
      </Stack>
      <TenantBar explorer={explorer} />
      {tenant && (
        <>
          {docs.isError && (
            <LoadErrorAlert message={t('explorers.rest.documentsFailed')} onRetry={docs.retry} />
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="xs">
                <TextInput
                  type="search"
                  label={t('explorers.rest.search')}
                  placeholder={t('explorers.rest.searchPlaceholder')}
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                />
                <ListCount>{t('explorers.rest.count', { count: shown.length })}</ListCount>
                {docs.isPending ? (
                  <DelayedSpinner />
                ) : (
                  <ScrollArea.Autosize mah={640} type="auto">
                    <nav aria-label={t('explorers.rest.operations')}>
                      {shown.map((op) => (
                        <NavLink
                          key={op.key}
                          component={Link}
                          to={`?${new URLSearchParams({ ...Object.fromEntries(search), op: op.key }).toString()}`}
                          active={selected?.key === op.key}
                          aria-current={selected?.key === op.key ? 'page' : undefined}
                          label={
                            <Group gap={6} wrap="nowrap">
                              <Badge
                                size="xs"
                                color={methodColor[op.method] ?? 'gray'}
                                variant="light"
                                w={56}
                              >
                                {op.method}
                              </Badge>
                              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                                {op.service}/v{op.version}
                                {op.path}
                              </Text>
                            </Group>
                          }
                          description={op.summary}
                        />
                      ))}
                    </nav>
                  </ScrollArea.Autosize>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              {selected ? (
                <OperationView op={selected} tenant={tenant.name} accessToken={explorer.accessToken} />
              ) : (
                !docs.isPending && <Text c="dimmed">{t('explorers.rest.noMatch')}</Text>
              )}
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
