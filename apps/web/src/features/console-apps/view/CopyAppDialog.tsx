import { TextInput } from '@mantine/core';
import { APP_NAME_MAX, type App, REFERENCE_ID_MAX } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useCopyAppMutation } from '../api/appsMutations.ts';
import { appNameIssueKey, referenceIdIssueKey } from './appFormRules.ts';
import { appViewPaths } from './appViewPaths.ts';

export function CopyAppDialog({ app, opened, onClose }: { app: App; opened: boolean; onClose: () => void }) {
  return opened && <CopyForm app={app} onDone={onClose} />;
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

  function handleSubmit() {
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
    <FormModal
      size="small"
      title={t('appView.copy.title', { name: app.name })}
      onClose={onDone}
      onSubmit={handleSubmit}
      noValidate
      problem={copy.isError ? copy.error.message : null}
      problemTitle={t('appView.copy.failed')}
      submitLabel={t('appView.copy.submit')}
      cancelLabel={t('appView.cancel')}
      busy={copy.isPending}
    >
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
    </FormModal>
  );
}
