import type { OrgMember, Role } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { usersApi, useUsersMutation } from './api/usersApi.ts';
import { RoleCheckboxes } from './RoleCheckboxes.tsx';

type Props = { org: string; member: OrgMember; onClose: () => void; onSaved: (member: OrgMember) => void };

/** Change a member's roles; the server keeps the last admin an admin and says so (409). */
export function EditRolesDialog({ org, member, onClose, onSaved }: Props) {
  const { t } = useTranslation('console');
  const [roles, setRoles] = useState<Role[]>(
    member.roles.filter((r) => r !== 'dsc' && r !== 'systemaccount'),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUsersMutation(org, (next: Role[]) => usersApi.setRoles(org, member.userUuid, next));
  const name = `${member.firstName} ${member.lastName}`;

  return (
    <FormModal
      title={t('users.roles.title', { name })}
      onClose={onClose}
      problem={problem}
      busy={save.isPending}
      submitLabel={t('users.roles.save')}
      cancelLabel={t('users.cancel')}
      size="small"
      onSubmit={() => {
        if (roles.length === 0) {
          setProblem(t('users.roles.required'));
          return;
        }
        save.mutate(roles, {
          onSuccess: () => {
            onSaved(member);
            onClose();
          },
          onError: (error) => setProblem(errorText(error, t('users.roles.failed'))),
        });
      }}
    >
      <RoleCheckboxes
        label={t('users.roles.label')}
        value={roles}
        onChange={(next) => {
          setRoles(next);
          setProblem(null);
        }}
      />
    </FormModal>
  );
}
