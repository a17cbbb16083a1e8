import { Button, Group } from '@mantine/core';
import type { OrgMember } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { AwsAccessSwitch } from './AwsAccessSwitch.tsx';
import { RoleBadges } from './RoleBadges.tsx';
import type { AwsAccessControls } from './useAwsAccess.ts';

type Props = {
  members: OrgMember[];
  isPartner: boolean;
  canManage: boolean;
  onEdit: (member: OrgMember) => void;
  onRemove: (member: OrgMember) => void;
  /** Given to those who manage users: the AWS access column. */
  aws?: AwsAccessControls | undefined;
};

/** One page of members, as the server ordered them (role display order, then name). */
export function MembersTable({ members, isPartner, canManage, onEdit, onRemove, aws }: Props) {
  const { t } = useTranslation('console');
  return (
    <DataTable
      minWidth={aws ? 900 : 760}
      columns={[
        t('users.columns.name'),
        t('users.columns.email'),
        t('users.columns.association'),
        t('users.columns.roles'),
        ...(aws ? [t('users.columns.aws')] : []),
        ...(canManage ? [t('users.columns.actions')] : []),
      ]}
      rows={members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`;
        return {
          key: member.userUuid,
          cells: [
            name,
            member.email,
            t(`users.association.${member.associationType}`),
            <RoleBadges key="r" roles={member.roles} isPartner={isPartner} />,
            ...(aws ? [<AwsAccessSwitch key="aws" member={member} aws={aws} />] : []),
            ...(canManage
              ? [
                  <Group key="a" gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onEdit(member)}
                      aria-label={t('users.roles.editNamed', { name })}
                    >
                      {t('users.roles.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => onRemove(member)}
                      aria-label={t('users.remove.named', { name })}
                    >
                      {t('users.remove.button')}
                    </Button>
                  </Group>,
                ]
              : []),
          ],
        };
      })}
    />
  );
}
