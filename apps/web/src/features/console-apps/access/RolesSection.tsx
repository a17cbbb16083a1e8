import { Button, Group, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { APP_ACCESS_NAME_MAX } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { AccessList } from './AccessList.tsx';
import { appAccessApi, appAccessQueries } from './api/appAccessApi.ts';
import { useAccessChange } from './api/useAccessChange.ts';

type Props = { appId: string; canManage: boolean; onRemove: (name: string) => void };

/** The app's roles, each a named set of its permissions. */
export function RolesSection({ appId, canManage, onRemove }: Props) {
  const { t } = useTranslation('console');
  const roles = useQuery(appAccessQueries.roles(appId));
  const permissions = useQuery(appAccessQueries.permissions(appId));
  const [name, setName] = useState('');
  const [granted, setGranted] = useState<string[]>([]);
  const create = useAccessChange(appId, (input: { name: string; permissions: string[] }) =>
    appAccessApi.createRole(appId, input.name, input.permissions),
  );
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), permissions: granted },
      {
        onSuccess: () => {
          setName('');
          setGranted([]);
        },
      },
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('appAccess.roles.title')}
      </Title>
      <QueryState query={roles} errorMessage={t('appAccess.loadError')}>
        {(loaded) => (
          <AccessList
            label={t('appAccess.roles.title')}
            items={loaded.data.map((role) => ({
              key: role.name,
              label: role.name,
              detail: role.permissions.length
                ? role.permissions.join(', ')
                : t('appAccess.roles.noPermissions'),
              removeLabel: t('appAccess.roles.remove', { name: role.name }),
            }))}
            emptyText={t('appAccess.roles.empty')}
            onRemove={canManage ? onRemove : undefined}
          />
        )}
      </QueryState>
      {canManage && (
        <form onSubmit={handleSubmit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('appAccess.roles.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={create.errorMessage}
              maxLength={APP_ACCESS_NAME_MAX}
            />
            <MultiSelect
              label={t('appAccess.roles.permissions')}
              data={permissions.data?.data.map((p) => p.name) ?? []}
              value={granted}
              onChange={setGranted}
              searchable
              miw={220}
            />
            <Button type="submit" variant="light" loading={create.isPending} disabled={!name.trim()}>
              {t('appAccess.roles.add')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
