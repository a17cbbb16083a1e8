import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { rolesMatrixQueryOptions } from './api/peopleAdminApi.ts';

/** /admin/roles: every company role with the permissions it holds now (the table authorization reads). */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const tc = useTranslation('core').t;
  const query = useQuery(rolesMatrixQueryOptions());
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('roles.title')}</Title>
        <Anchor component={Link} to="/admin/roles/permissions">
          {t('roles.permissionsLink')}
        </Anchor>
      </Group>
      <Text c="gray.7">{t('roles.intro')}</Text>
      <QueryState query={query} errorMessage={t('roles.loadError')}>
        {(data) => (
          <DataTable
            columns={[t('roles.columns.role'), t('roles.columns.permissions')]}
            rows={data.roles.map(({ role, permissions }) => ({
              key: role,
              cells: [
                tc(`roles.${role}`),
                permissions.length === 0 ? (
                  <Text key="p" size="sm" c="gray.7">
                    {t('roles.none')}
                  </Text>
                ) : (
                  <Group key="p" gap={4}>
                    {permissions.map((permission) => (
                      <Badge key={permission} variant="light" tt="none" ff="monospace">
                        {permission}
                      </Badge>
                    ))}
                  </Group>
                ),
              ],
            }))}
          />
        )}
      </QueryState>
    </Stack>
  );
}
