import { Checkbox, Group } from '@mantine/core';
import { type Role, selectableRoles } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: Role[];
  onChange: (roles: Role[]) => void;
  error?: string;
  description?: string;
};

/** The roles an admin may give (docs/product/people.md PEOPLE-3: never dsc or systemaccount). */
export function RoleCheckboxes({ label, value, onChange, error, description }: Props) {
  const { t } = useTranslation('core');
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(next as Role[])}
      error={error}
    >
      <Group mt="xs" gap="md">
        {selectableRoles().map((role) => (
          <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
