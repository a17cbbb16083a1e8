import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { APP_ACCESS_NAME_MAX } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { AccessList } from './AccessList.tsx';
import { appAccessApi, appAccessQueries } from './api/appAccessApi.ts';
import { useAccessChange } from './api/useAccessChange.ts';

type Props = { appId: string; canManage: boolean; onRemove: (name: string) => void };

/** The permission strings the app defines. */
export function PermissionsSection({ appId, canManage, onRemove }: Props) {
  const { t } = useTranslation('console');
  const query = useQuery(appAccessQueries.permissions(appId));
  const [name, setName] = useState('');
  const create = useAccessChange(appId, (value: string) => appAccessApi.createPermission(appId, value));
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('appAccess.permissions.title')}
      </Title>
      <QueryState query={query} errorMessage={t('appAccess.loadError')}>
        {(loaded) => (
          <AccessList
            label={t('appAccess.permissions.title')}
            items={loaded.data.map((p) => ({
              key: p.name,
              label: p.name,
              removeLabel: t('appAccess.permissions.remove', { name: p.name }),
            }))}
            emptyText={t('appAccess.permissions.empty')}
            onRemove={canManage ? onRemove : undefined}
          />
        )}
      </QueryState>
      {canManage && (
        <form onSubmit={handleSubmit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('appAccess.permissions.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={create.errorMessage}
              maxLength={APP_ACCESS_NAME_MAX}
            />
            <Button type="submit" variant="light" loading={create.isPending} disabled={!name.trim()}>
              {t('appAccess.permissions.add')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
