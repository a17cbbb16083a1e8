import { Checkbox, Code, Stack, Table, Text, Title } from '@mantine/core';
import { can, type OrgPermission, type Role } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { rolesMatrixQueryOptions, useSetPermissionMutation } from './api/peopleAdminApi.ts';

/**
 * /admin/roles/permissions: which role holds which permission, a box per cell. Staff with admin.roles
 * change a cell and it counts at the next request of every member; others read the matrix.
 */
export function RolePermissionsPage() {
  const { t } = useTranslation('admin');
  const tc = useTranslation('core').t;
  const canEdit = can(useAccessContext(), { globalPermission: 'admin.roles' });
  const query = useQuery(rolesMatrixQueryOptions());
  const change = useSetPermissionMutation();
  const toggle = (role: Role, permission: OrgPermission, granted: boolean) =>
    change.mutate(
      { role, permission, granted },
      {
        onSuccess: () =>
          toast.info(
            t(granted ? 'rolePermissions.granted' : 'rolePermissions.revoked', {
              permission,
              role: tc(`roles.${role}`),
            }),
          ),
        onError: (error) =>
          toast.error(
            isHttpError(error) && error.status === 409 ? error.message : t('rolePermissions.failed'),
          ),
      },
    );

  return (
    <Stack gap="md">
      <Title order={1}>{t('rolePermissions.title')}</Title>
      <Text c="gray.7">{t(canEdit ? 'rolePermissions.intro' : 'rolePermissions.readOnly')}</Text>
      <QueryState query={query} errorMessage={t('roles.loadError')}>
        {(data) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('rolePermissions.permission')}</Table.Th>
                  {data.roles.map(({ role }) => (
                    <Table.Th key={role} scope="col" ta="center">
                      {tc(`roles.${role}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.permissions.map((permission) => (
                  <Table.Tr key={permission}>
                    <Table.Th scope="row">
                      <Code>{permission}</Code>
                    </Table.Th>
                    {data.roles.map(({ role, permissions }) => (
                      <Table.Td key={role} ta="center">
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          checked={permissions.includes(permission)}
                          disabled={!canEdit}
                          aria-label={t('rolePermissions.cell', { permission, role: tc(`roles.${role}`) })}
                          onChange={(event) => toggle(role, permission, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}
