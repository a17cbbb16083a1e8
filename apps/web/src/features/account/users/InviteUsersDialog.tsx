import { ActionIcon, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { type InviteRow, type Role, userFormIssues } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { usersApi, useUsersMutation } from './api/usersApi.ts';
import { RoleCheckboxes } from './RoleCheckboxes.tsx';

type Props = { org: string; onClose: () => void; onInvited: (count: number) => void };
type Row = InviteRow & { key: number };

const MAX_ROWS = 50;
let nextKey = 0;
const emptyRow = (): Row => ({
  key: nextKey++,
  email: '',
  firstName: '',
  lastName: '',
  roles: ['member'] as Role[],
});

/**
 * The user form (docs/product/people.md PEOPLE-5): several people at once; the contracts' rules, then the
 * server's.
 */
export function InviteUsersDialog({ org, onClose, onInvited }: Props) {
  const { t } = useTranslation('console');
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useUsersMutation(org, (users: InviteRow[]) => usersApi.invite(org, { users }));
  const issues = checked ? userFormIssues(rows) : [];
  const issueOf = (index: number, field: 'email' | 'firstName' | 'lastName') => {
    const issue = issues.find((i) => i.row === index && i.field === field);
    return issue ? t(`users.issues.${issue.key.replace('user.', '')}`) : undefined;
  };
  const update = (key: number, patch: Partial<InviteRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setProblem(null);
  };

  return (
    <FormModal
      title={t('users.invite.title')}
      onClose={onClose}
      problem={problem}
      busy={invite.isPending}
      submitLabel={t('users.invite.send')}
      cancelLabel={t('users.cancel')}
      onSubmit={() => {
        setChecked(true);
        if (userFormIssues(rows).length > 0 || rows.some((row) => row.roles.length === 0)) return;
        invite.mutate(
          rows.map(({ key: _key, ...row }) => row),
          {
            onSuccess: (result) => {
              onInvited(result.invited.length);
              onClose();
            },
            onError: (error) => setProblem(errorText(error, t('users.invite.failed'))),
          },
        );
      }}
    >
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Fieldset key={row.key} legend={t('users.invite.person', { n: index + 1 })}>
            <Group align="flex-start" grow>
              <TextInput
                label={t('users.invite.email')}
                type="email"
                value={row.email}
                onChange={(event) => update(row.key, { email: event.currentTarget.value })}
                error={issueOf(index, 'email')}
                required
              />
              <TextInput
                label={t('users.invite.firstName')}
                value={row.firstName}
                onChange={(event) => update(row.key, { firstName: event.currentTarget.value })}
                error={issueOf(index, 'firstName')}
                required
              />
              <TextInput
                label={t('users.invite.lastName')}
                value={row.lastName}
                onChange={(event) => update(row.key, { lastName: event.currentTarget.value })}
                error={issueOf(index, 'lastName')}
                required
              />
            </Group>
            <Group justify="space-between" align="flex-end" mt="xs">
              <RoleCheckboxes
                label={t('users.invite.roles')}
                // Member comes ticked: said, so that nobody gives it without seeing it.
                description={t('users.invite.rolesHint')}
                value={row.roles as Role[]}
                onChange={(roles) => update(row.key, { roles })}
                error={checked && row.roles.length === 0 ? t('users.roles.required') : undefined}
              />
              {rows.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('users.invite.removeRow', { n: index + 1 })}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          </Fieldset>
        ))}
        {rows.length < MAX_ROWS && (
          <Button variant="light" onClick={() => setRows((current) => [...current, emptyRow()])}>
            {t('users.invite.addRow')}
          </Button>
        )}
      </Stack>
    </FormModal>
  );
}
