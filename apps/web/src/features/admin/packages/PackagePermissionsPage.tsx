import { Code, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import {
  type GlobalPermission,
  type PackageAccessLevel,
  packageAccessLevels,
  packagesOwnerPermission,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { packageMatrixQueryOptions, packagesApi, usePackageMutation } from './api/packagesApi.ts';

type Cell = { id: string; permission: GlobalPermission; level: PackageAccessLevel };

/**
 * /admin/packages/permissions: for each package, what each staff permission may do with it
 * (docs/product/entitlements.md ENTITLEMENTS-5). One card per package, a select per permission: it stacks on
 * a narrow screen, no sideways scroll.
 */
export function PackagePermissionsPage() {
  const { t } = useTranslation('admin');
  const query = useQuery(packageMatrixQueryOptions());
  const change = usePackageMutation((cell: Cell) =>
    packagesApi.setLevel(cell.id, cell.permission, cell.level),
  );
  const set = (cell: Cell, name: string) =>
    change.mutate(cell, {
      onSuccess: () =>
        toast.info(
          t('packagePermissions.saved', {
            permission: cell.permission,
            level: t(`packagePermissions.levels.${cell.level}`),
            name,
          }),
        ),
      onError: (error) =>
        toast.error(isHttpError(error) && error.status === 409 ? error.message : t('packages.saveFailed')),
    });

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.packagePermissions')}</Title>
      <Text c="gray.7">{t('packagePermissions.intro')}</Text>
      <QueryState
        query={query}
        errorMessage={t('packagePermissions.loadError')}
        empty={{
          when: (data) => data.packages.length === 0,
          show: <EmptyText>{t('packages.empty')}</EmptyText>,
        }}
      >
        {(data) =>
          data.packages.map((pkg) => (
            <Stack key={pkg.id} gap="xs">
              <Title order={2} size="h4">
                {pkg.name}
              </Title>
              <Table verticalSpacing={4} maw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('packagePermissions.permission')}</Table.Th>
                    <Table.Th scope="col">{t('packagePermissions.level')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.permissions.map((permission) => (
                    <Table.Tr key={permission}>
                      <Table.Th scope="row">
                        <Code>{permission}</Code>
                      </Table.Th>
                      <Table.Td>
                        <NativeSelect
                          size="xs"
                          aria-label={t('packagePermissions.cell', { permission, name: pkg.name })}
                          data={packageAccessLevels.map((level) => ({
                            value: level,
                            label: t(`packagePermissions.levels.${level}`),
                          }))}
                          value={pkg.levels[permission] ?? 'none'}
                          // admin.packages always manages: the server refuses anything else.
                          disabled={permission === packagesOwnerPermission}
                          onChange={(event) =>
                            set(
                              {
                                id: pkg.id,
                                permission,
                                level: event.currentTarget.value as PackageAccessLevel,
                              },
                              pkg.name,
                            )
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ))
        }
      </QueryState>
    </Stack>
  );
}
