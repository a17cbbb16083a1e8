import { TextInput } from '@mantine/core';
import { APP_NAME_MAX, type App } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useRenameAppMutation } from '../api/appsMutations.ts';
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
  return opened && <RenameForm app={app} onDone={onClose} />;
}

function RenameForm({ app, onDone }: { app: App; onDone: () => void }) {
  const { t } = useTranslation('console');
  const [name, setName] = useState(app.name);
  const [isTouched, setIsTouched] = useState(false);
  const rename = useRenameAppMutation();
  const issue = appNameIssueKey(name);

  function handleSubmit() {
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
    <FormModal
      size="small"
      title={t('appView.rename.title')}
      onClose={onDone}
      onSubmit={handleSubmit}
      noValidate
      problem={rename.isError ? rename.error.message : null}
      submitLabel={t('appView.rename.submit')}
      cancelLabel={t('appView.cancel')}
      busy={rename.isPending}
    >
      <TextInput
        label={t('appView.rename.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={isTouched && issue ? t(issue.key, issue.params) : undefined}
        maxLength={APP_NAME_MAX}
        required
        data-autofocus
      />
    </FormModal>
  );
}
