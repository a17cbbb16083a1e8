import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  user: string;
  action: string;
  actions: readonly string[];
  onChange: (next: { user: string; action: string }) => void;
};

/** Who and what: the user is applied on submit (typing does not query), the action at once. */
export function AuditFilters({ user, action, actions, onChange }: Props) {
  const { t } = useTranslation('console');
  const [userDraft, setUserDraft] = useState(user);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onChange({ user: userDraft.trim(), action });
  }
  // The chosen action stays selectable even when this range has none of it.
  const options = action && !actions.includes(action) ? [action, ...actions] : [...actions];
  return (
    <form onSubmit={handleSubmit} aria-label={t('audits.filters')}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('audits.user')}
          placeholder={t('audits.userPlaceholder')}
          value={userDraft}
          onChange={(event) => setUserDraft(event.currentTarget.value)}
          w={260}
        />
        <Button type="submit" variant="default">
          {t('audits.apply')}
        </Button>
        <Select
          label={t('audits.action')}
          placeholder={t('audits.anyAction')}
          data={options}
          value={action || null}
          onChange={(next) => onChange({ user: userDraft.trim(), action: next ?? '' })}
          clearable
          searchable
          w={240}
        />
      </Group>
    </form>
  );
}
