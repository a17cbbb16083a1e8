import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { tenantTokenMinutesLeft } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { ConsentDialog } from '../../shared/tenants/ConsentDialog.tsx';
import { companyTenantsQueryOptions } from '../../shared/tenants/tenantsApi.ts';
import { useTenantToken } from '../../shared/tenants/useTenantToken.ts';
import { methodColor, OperationView } from './OperationView.tsx';
import { matches } from './openApiOperations.ts';
import { useOpenApiOperations } from './useOpenApiOperations.ts';

/**
 * /rest-api-explorer (SPEC.md 2.1, issue 14 item 5): every operation of every service version of the
 * sandbox's OpenAPI documents, searchable, each with its schemas, "try it" on a tenant of the company
 * with the user's tenant token, and the request as code. The tenant, operation and search are in the
 * URL (?tenant, ?op, ?q), so a link shows the same operation.
 */
export function RestExplorerPage() {
  const { t } = useTranslation('core');
  const [search, setSearch] = useSearchParams();
  const organizationId = useCompany().selected?.organizationUuid ?? '';
  const tenants = useQuery({ ...companyTenantsQueryOptions(organizationId), enabled: organizationId !== '' });
  const tenantList = tenants.data ?? [];
  const tenant =
    tenantList.find((candidate) => candidate.name === search.get('tenant')) ??
    tenantList.find((candidate) => candidate.environment === 'Sandbox') ??
    tenantList[0] ??
    null;
  const docs = useOpenApiOperations(tenant?.name ?? null);
  const connection = useTenantToken(tenant);
  const query = search.get('q') ?? '';
  const shown = docs.operations.filter((op) => matches(op, query));
  const selected = docs.operations.find((op) => op.key === search.get('op')) ?? shown[0] ?? null;
  const setParam = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'q' },
    );
  const minutes = connection.token ? tenantTokenMinutesLeft(connection.token.expires_at, Date.now()) : null;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('explorers.rest.title')}</Title>
        <Text c="dimmed">{t('explorers.rest.intro')}</Text>
      </Stack>
      {tenants.isError ? (
        <LoadErrorAlert message={t('explorers.rest.tenantsFailed')} onRetry={() => void tenants.refetch()} />
      ) : tenants.isPending ? (
        <DelayedSpinner />
      ) : !tenant ? (
        <Alert color="blue">
          {t('explorers.rest.noTenants')} <Link to="/console/tenants">{t('explorers.rest.toTenants')}</Link>
        </Alert>
      ) : (
        <>
          <Group align="flex-end" gap="md">
            <Select
              label={t('explorers.rest.tenant')}
              data={tenantList.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
              value={tenant.name}
              onChange={(value) => setParam('tenant', value)}
              allowDeselect={false}
              w={220}
            />
            {connection.token && minutes !== null ? (
              <Badge color="green" variant="light" c="dark.8" size="lg">
                {t('explorers.rest.connected', { count: minutes })}
              </Badge>
            ) : (
              <Button onClick={() => void connection.connect()} loading={connection.busy}>
                {t('explorers.rest.connect', { tenant: tenant.name })}
              </Button>
            )}
          </Group>
          {connection.error && <Alert color="red">{connection.error}</Alert>}
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
                  onChange={(event) => setParam('q', event.currentTarget.value)}
                />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('explorers.rest.count', { count: shown.length })}
                </Text>
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
                                c="dark.8"
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
                <OperationView
                  op={selected}
                  tenant={tenant.name}
                  accessToken={connection.token?.access_token ?? null}
                />
              ) : (
                !docs.isPending && <Text c="dimmed">{t('explorers.rest.noMatch')}</Text>
              )}
            </Grid.Col>
          </Grid>
          <ConsentDialog
            request={connection.consent ? { tenant: tenant.name, scopes: connection.consent } : null}
            busy={connection.busy}
            onAllow={() => void connection.allow()}
            onCancel={connection.cancelConsent}
          />
        </>
      )}
    </Stack>
  );
}
