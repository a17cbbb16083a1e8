import { Anchor, Badge, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminUser, can } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { ADMIN_USERS_PAGE_SIZE, adminUsersQueryOptions } from './api/peopleAdminApi.ts';
import { UserActions } from './UserActions.tsx';

/**
 * /admin/user-management (docs/product/people.md PEOPLE-8): every account, searched by name or email. Staff
 * disable or enable an account, ask it to agree to the terms again, and reset its second factor
 * (`resetTotp`).
 */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const access = useAccessContext();
  const canResetTerms = can(access, { globalPermission: 'admin.terms' });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useQuery({ ...adminUsersQueryOptions(q, page), placeholderData: keepPreviousData });
  const status = (user: AdminUser) => (
    <Badge key="s" color={user.disabled ? 'gray' : 'green'} variant="light">
      {t(user.disabled ? 'users.disabled' : 'users.active')}
    </Badge>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('users.title')}</Title>
        <Anchor component={Link} to="/admin/user-management/export">
          {t('users.exportLink')}
        </Anchor>
      </Group>
      <TextInput
        label={t('users.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <QueryState
        query={query}
        errorMessage={t('users.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{t('users.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <>
            <ListCount>{t('users.total', { count: loaded.total })}</ListCount>
            <DataTable
              minWidth={820}
              columns={[
                t('users.columns.name'),
                t('users.columns.email'),
                t('users.columns.companies'),
                t('users.columns.status'),
                t('users.columns.actions'),
              ]}
              rows={loaded.data.map((user) => ({
                key: user.userUuid,
                cells: [
                  `${user.firstName} ${user.lastName}`,
                  user.email,
                  String(user.companies),
                  status(user),
                  <UserActions key="a" user={user} canResetTerms={canResetTerms} />,
                ],
              }))}
            />
            <Pager
              total={loaded.total}
              pageSize={ADMIN_USERS_PAGE_SIZE}
              page={page}
              onChange={setPage}
              label={t('users.pages')}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
