import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One code field and its button: the authenticator's 6 digits (or a recovery code where allowed). */
export function CodeForm({
  label,
  submitLabel,
  busy,
  error,
  onSubmit,
  recoveryAllowed = false,
  destructive = false,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  recoveryAllowed?: boolean;
  destructive?: boolean;
}) {
  const { t } = useTranslation('core');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setEmpty(true);
    setEmpty(false);
    onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode={recoveryAllowed ? 'text' : 'numeric'}
          maxLength={recoveryAllowed ? 64 : 7}
          w={220}
          error={empty ? t('profile.twoFactor.codeRequired') : error}
          required
        />
        <Button type="submit" loading={busy} color={destructive ? 'red' : undefined}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
