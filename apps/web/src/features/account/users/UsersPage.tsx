import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { can, isPartnerOrganizationType, type OrgMember, RECOMMENDED_ADMINS } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { AwsAccessRemoveDialog } from './AwsAccessRemoveDialog.tsx';
import {
  adminsQueryOptions,
  MEMBERS_PAGE_SIZE,
  membersQueryOptions,
  usersApi,
  useUsersMutation,
} from './api/usersApi.ts';
import { EditRolesDialog } from './EditRolesDialog.tsx';
import { InvitationsList } from './InvitationsList.tsx';
import { InviteUsersDialog } from './InviteUsersDialog.tsx';
import { MembersTable } from './MembersTable.tsx';
import { useAwsAccess } from './useAwsAccess.ts';

/**
 * /console/users: the selected company's members in pages of 100, in the role display
 * order (docs/product/people.md PEOPLE-2); an admin (users.manage) changes roles, removes members and invites
 * people. One admin is required (the server refuses the change that would leave none), two are recommended.
 */
export function UsersPage() {
  const { t } = useTranslation('console');
  const { selected } = useCompany();
  const org = selected?.organizationUuid ?? '';
  const isPartner = selected ? isPartnerOrganizationType(selected.organizationType) : false;
  const access = useAccessContext();
  const canManage = can(access, { orgPermission: 'users.manage' });
  const canManageAws = can(access, { orgPermission: 'aws.manage' });
  const [page, setPage] = useState(1);
  const members = useQuery({ ...membersQueryOptions(org, page), enabled: !!org });
  const admins = useQuery({ ...adminsQueryOptions(org), enabled: !!org });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<OrgMember | null>(null);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const remove = useUsersMutation(org, (member: OrgMember) => usersApi.remove(org, member.userUuid));
  const aws = useAwsAccess(org, canManageAws);
  const nameOf = (member: OrgMember | null) => (member ? `${member.firstName} ${member.lastName}` : '');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('users.title')}</Title>
        {canManage && <Button onClick={() => setInviting(true)}>{t('users.inviteButton')}</Button>}
      </Group>
      <Text c="gray.7">{t('users.intro', { company: selected?.organizationName ?? '' })}</Text>
      {admins.data && admins.data.total < RECOMMENDED_ADMINS && (
        <Alert color="yellow" title={t('users.adminWarningTitle')}>
          {t('users.adminWarning', { count: admins.data.total })}
        </Alert>
      )}
      <QueryState query={members} errorMessage={t('users.loadError')}>
        {(loaded) => (
          <>
            <Group gap="lg">
              <ListCount>{t('users.total', { count: loaded.total })}</ListCount>
              {canManageAws && aws.summary && (
                <Text size="sm" c="gray.7">
                  {aws.summary.maxUsers === null
                    ? t('users.aws.countUnlimited', { used: aws.summary.used })
                    : t('users.aws.count', { used: aws.summary.used, maxUsers: aws.summary.maxUsers })}
                </Text>
              )}
            </Group>
            <MembersTable
              members={loaded.data}
              isPartner={isPartner}
              canManage={canManage}
              onEdit={setEditing}
              onRemove={setRemoving}
              aws={canManageAws ? aws : undefined}
            />
            <Pager
              total={loaded.total}
              pageSize={MEMBERS_PAGE_SIZE}
              page={page}
              onChange={setPage}
              label={t('users.pages')}
            />
          </>
        )}
      </QueryState>
      {org && <InvitationsList org={org} canManage={canManage} isPartner={isPartner} />}
      {inviting && (
        <InviteUsersDialog
          org={org}
          onClose={() => setInviting(false)}
          onInvited={(count) => toast.info(t('users.invite.sent', { count }))}
        />
      )}
      {editing && (
        <EditRolesDialog
          org={org}
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={(member) => toast.info(t('users.roles.saved', { name: nameOf(member) }))}
        />
      )}
      {canManageAws && <AwsAccessRemoveDialog aws={aws} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('users.remove.title')}
        confirmLabel={t('users.remove.confirm')}
        busy={remove.isPending}
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              toast.info(t('users.remove.done', { name: nameOf(removing) }));
              setRemoving(null);
            },
            onError: (error) => {
              toast.error(errorText(error, t('users.remove.failed')));
              setRemoving(null);
            },
          })
        }
      >
        {t('users.remove.text', { name: nameOf(removing) })}
      </ConfirmDialog>
    </Stack>
  );
}
