import { Button, Group, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { AccessList } from './AccessList.tsx';
import { appAccessApi, appAccessQueries, USERS_PAGE } from './api/appAccessApi.ts';
import { useAccessChange } from './api/useAccessChange.ts';

type Props = { appId: string; canManage: boolean; onRemove: (email: string) => void };

/** Company members with roles in the app, most recently changed first. */
export function UsersSection({ appId, canManage, onRemove }: Props) {
  const { t } = useTranslation('console');
  const [page, setPage] = useState(1);
  const users = useQuery({
    ...appAccessQueries.users(appId, (page - 1) * USERS_PAGE),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery(appAccessQueries.roles(appId));
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const assign = useAccessChange(appId, (input: { email: string; roles: string[] }) =>
    appAccessApi.setUserRoles(appId, input.email, input.roles),
  );
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    assign.mutate(
      { email: email.trim(), roles: chosen },
      {
        onSuccess: () => {
          setEmail('');
          setChosen([]);
          setPage(1);
        },
      },
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('appAccess.users.title')}
      </Title>
      <QueryState query={users} errorMessage={t('appAccess.loadError')}>
        {(list) => (
          <>
            <AccessList
              label={t('appAccess.users.title')}
              items={list.data.map((user) => ({
                key: user.email,
                label: `${user.firstName} ${user.lastName} (${user.email})`,
                detail: user.roles.join(', '),
                removeLabel: t('appAccess.users.remove', { email: user.email }),
              }))}
              emptyText={t('appAccess.users.empty')}
              onRemove={canManage ? onRemove : undefined}
            />
            <Pager
              total={list.total}
              pageSize={USERS_PAGE}
              page={page}
              onChange={setPage}
              label={t('appAccess.users.pages')}
            />
          </>
        )}
      </QueryState>
      {canManage && (
        <form onSubmit={handleSubmit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={t('appAccess.users.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={assign.errorMessage}
            />
            <MultiSelect
              label={t('appAccess.users.roles')}
              data={roles.data?.data.map((r) => r.name) ?? []}
              value={chosen}
              onChange={setChosen}
              searchable
              miw={220}
            />
            <Button
              type="submit"
              variant="light"
              loading={assign.isPending}
              disabled={!email.trim() || chosen.length === 0}
            >
              {t('appAccess.users.assign')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
