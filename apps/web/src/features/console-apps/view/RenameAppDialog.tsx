import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { APP_NAME_MAX, type App } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useRenameAppMutation } from '../../shared/apps/api/appsMutations.ts';
import { appNameIssueKey } from './appFormRules.ts';

export function RenameAppDialog({
  app,
  opened,
  onClose,
}: {
  app: App;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <PortalModal opened={opened} onClose={onClose} title={t('appView.rename.title')}>
      <RenameForm app={app} onDone={onClose} />
    </PortalModal>
  );
}

function RenameForm({ app, onDone }: { app: App; onDone: () => void }) {
  const { t } = useTranslation('console');
  const [name, setName] = useState(app.name);
  const [isTouched, setIsTouched] = useState(false);
  const rename = useRenameAppMutation();
  const issue = appNameIssueKey(name);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (issue) return;
    rename.mutate(
      { appId: app.id, name: name.trim() },
      {
        onSuccess: () => {
          toast.info(t('appView.rename.done'));
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('appView.rename.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={isTouched && issue ? t(issue.key, issue.params) : undefined}
          maxLength={APP_NAME_MAX}
          required
          data-autofocus
        />
        {rename.isError && (
          <Alert color="red" role="alert">
            {rename.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={rename.isPending}>
            {t('appView.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('appView.rename.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
