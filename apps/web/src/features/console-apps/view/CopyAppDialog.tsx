import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { APP_NAME_MAX, type App, REFERENCE_ID_MAX } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useCopyAppMutation } from '../../shared/apps/api/appsMutations.ts';
import { appViewPaths } from '../../shared/apps/appViewPaths.ts';
import { appNameIssueKey, referenceIdIssueKey } from './appFormRules.ts';

export function CopyAppDialog({ app, opened, onClose }: { app: App; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <PortalModal opened={opened} onClose={onClose} title={t('appView.copy.title', { name: app.name })}>
      <CopyForm app={app} onDone={onClose} />
    </PortalModal>
  );
}

function CopyForm({ app, onDone }: { app: App; onDone: () => void }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [name, setName] = useState(t('appView.copy.defaultName', { name: app.name }));
  const [referenceId, setReferenceId] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const copy = useCopyAppMutation();
  const nameIssue = appNameIssueKey(name);
  const referenceIdIssue = referenceIdIssueKey(referenceId);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (nameIssue || referenceIdIssue) return;
    copy.mutate(
      { appId: app.id, request: { name: name.trim(), referenceId } },
      {
        onSuccess: (created) => {
          toast.info(t('appView.copy.done', { name: created.app.name }));
          onDone();
          navigate(appViewPaths.overview(created.app.id));
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('appView.copy.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={isTouched && nameIssue ? t(nameIssue.key, nameIssue.params) : undefined}
          maxLength={APP_NAME_MAX}
          required
        />
        <TextInput
          label={t('appView.copy.referenceId')}
          value={referenceId}
          onChange={(event) => setReferenceId(event.currentTarget.value)}
          error={isTouched && referenceIdIssue ? t(referenceIdIssue.key, referenceIdIssue.params) : undefined}
          maxLength={REFERENCE_ID_MAX}
          required
          data-autofocus
        />
        {copy.isError && (
          <Alert color="red" role="alert" title={t('appView.copy.failed')}>
            {copy.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={copy.isPending}>
            {t('appView.cancel')}
          </Button>
          <Button type="submit" loading={copy.isPending}>
            {t('appView.copy.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
