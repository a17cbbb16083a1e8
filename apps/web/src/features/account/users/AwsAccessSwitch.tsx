import { Switch } from '@mantine/core';
import type { OrgMember } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { AwsAccessControls } from './useAwsAccess.ts';

/** A member's AWS access as a switch: on grants, off asks to confirm the removal. */
export function AwsAccessSwitch({ member, aws }: { member: OrgMember; aws: AwsAccessControls }) {
  const { t } = useTranslation('console');
  const held = aws.isHeld(member);
  return (
    <Switch
      checked={held}
      disabled={aws.busyUser === member.userUuid || !aws.summary}
      onChange={(event) => aws.toggle(member, event.currentTarget.checked)}
      aria-label={t('users.aws.switchNamed', { name: `${member.firstName} ${member.lastName}` })}
      label={held ? t('users.aws.on') : t('users.aws.off')}
    />
  );
}
