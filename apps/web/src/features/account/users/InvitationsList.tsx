import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { invitationsQueryOptions, usersApi, useUsersMutation } from './api/usersApi.ts';
import { RoleBadges } from './RoleBadges.tsx';

/** The company's pending invitations; an admin can withdraw one (its link stops working). */
export function InvitationsList({
  org,
  canManage,
  isPartner,
}: {
  org: string;
  canManage: boolean;
  isPartner: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const query = useQuery(invitationsQueryOptions(org));
  const revoke = useUsersMutation(org, (id: string) => usersApi.revokeInvitation(org, id));
  if (!query.data || query.data.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('users.invitations.title')}
      </Title>
      <DataTable
        columns={[
          t('users.columns.email'),
          t('users.columns.name'),
          t('users.columns.roles'),
          t('users.invitations.expires'),
          ...(canManage ? [t('users.columns.actions')] : []),
        ]}
        rows={query.data.data.map((invitation) => ({
          key: invitation.id,
          cells: [
            invitation.email,
            `${invitation.firstName} ${invitation.lastName}`,
            <RoleBadges key="r" roles={invitation.roles} isPartner={isPartner} />,
            formatDateTime(invitation.expiresAt, i18n.language),
            ...(canManage
              ? [
                  <Button
                    key="a"
                    size="xs"
                    variant="default"
                    loading={revoke.isPending && revoke.variables === invitation.id}
                    aria-label={t('users.invitations.withdrawNamed', { email: invitation.email })}
                    onClick={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () =>
                          toast.info(t('users.invitations.withdrawn', { email: invitation.email })),
                        onError: () => toast.error(t('users.invitations.withdrawFailed')),
                      })
                    }
                  >
                    {t('users.invitations.withdraw')}
                  </Button>,
                ]
              : []),
          ],
        }))}
      />
    </Stack>
  );
}
