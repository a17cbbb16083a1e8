import { Badge, Group } from '@mantine/core';
import { type Role, roleBadgesFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** A member's roles as badges, strongest first; a partner company's dsc reads Partner Contact. */
export function RoleBadges({ roles, isPartner }: { roles: Role[]; isPartner: boolean }) {
  const { t } = useTranslation('core');
  return (
    <Group gap={4}>
      {roleBadgesFor(roles, { isPartner }).map((badge) => (
        <Badge key={badge} variant="light" tt="none">
          {t(`roles.${badge}`)}
        </Badge>
      ))}
    </Group>
  );
}
