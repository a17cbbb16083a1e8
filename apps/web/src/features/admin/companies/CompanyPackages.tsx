import { Anchor, Box, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { type Company, packageAccessAllows } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/dates.ts';
import { errorText } from '../../../lib/http/errorText.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import {
  companyPackagesQueryOptions,
  packagesApi,
  packagesQueryOptions,
  useCompanyPackageMutation,
} from '../packages/api/packagesApi.ts';

/** Staff's view of a company's entitlement packages: give one (its policy checked by the server) or take it away. */
export function CompanyPackages({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('admin');
  const org = company.organizationUuid;
  const held = useQuery(companyPackagesQueryOptions(org));
  // The packages the staff member may give: active ones, at most a page (the select searches them).
  const offered = useQuery(packagesQueryOptions({ status: 'active', start: 0, length: 100 }));
  const [choice, setChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const assign = useCompanyPackageMutation(org, (id) => packagesApi.assign(org, id));
  const unassign = useCompanyPackageMutation(org, (id) => packagesApi.unassign(org, id));
  const failed = (error: unknown) => setProblem(errorText(error, t('packages.saveFailed')));

  const heldIds = new Set(held.data?.data.map((p) => p.id));
  const assignable = (offered.data?.data ?? []).filter(
    (p) => packageAccessAllows(p.access, 'assign') && !heldIds.has(p.id),
  );
  const mayRemove = new Set(
    (offered.data?.data ?? []).filter((p) => packageAccessAllows(p.access, 'assign')).map((p) => p.id),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!choice) {
      setProblem(t('packages.company.chooseOne'));
      return;
    }
    assign.mutate(choice, { onSuccess: () => setChoice(null), onError: failed });
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('packages.company.title')}
      </Title>
      <QueryState
        query={held}
        errorMessage={t('packages.company.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{t('packages.company.none')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <DataTable
            minWidth={420}
            rowHeader={0}
            columns={[
              t('packages.company.columns.package'),
              t('packages.company.columns.start'),
              t('packages.company.columns.actions'),
            ]}
            rows={loaded.data.map((pkg) => ({
              key: pkg.id,
              cells: [
                <Box key="name" style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={`/admin/packages/view/${pkg.id}`}>
                    {pkg.name}
                  </Anchor>
                  <Text size="xs" c="gray.7" fw="normal">
                    {pkg.entitlements.map((e) => e.name).join(', ')}
                  </Text>
                </Box>,
                t('companies.entitlements.since', {
                  date: formatDate(pkg.assignedAt.slice(0, 10), i18n.language),
                }),
                mayRemove.has(pkg.id) ? (
                  <Button
                    key="remove"
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving({ id: pkg.id, name: pkg.name })}
                    aria-label={t('packages.company.removeOf', { name: pkg.name })}
                  >
                    {t('companies.entitlements.remove')}
                  </Button>
                ) : null,
              ],
            }))}
          />
        )}
      </QueryState>
      {assignable.length > 0 && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('packages.company.assignName')}
              data={assignable.map((p) => ({ value: p.id, label: p.name }))}
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setProblem(null);
              }}
              searchable
              w={{ base: '100%', sm: 280 }}
            />
            <Button type="submit" loading={assign.isPending}>
              {t('packages.company.assign')}
            </Button>
          </Group>
        </form>
      )}
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('packages.company.removeTitle')}
        confirmLabel={t('companies.entitlements.remove')}
        destructive
        busy={unassign.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          unassign.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => {
              setRemoving(null);
              failed(error);
            },
          })
        }
      >
        {t('packages.company.removeText', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
