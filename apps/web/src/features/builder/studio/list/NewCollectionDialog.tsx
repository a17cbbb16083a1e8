import { Select, TextInput } from '@mantine/core';
import { collectionIdSchema, type StudioApp } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../../lib/modals/FormModal.tsx';
import { useCollectionChanges } from '../api/useCollectionChanges.ts';
import { studioPaths } from '../collectionFiles.ts';

type Props = { apps: StudioApp[]; opened: boolean; onClose: () => void };

/** New collection: in which app (when more than one), its id and name; then its builder opens. */
export function NewCollectionDialog({ apps, opened, onClose }: Props) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const [appId, setAppId] = useState<string | null>(apps.length === 1 ? apps[0]!.appId : null);
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const app = apps.find((a) => a.appId === appId) ?? null;
  const { create } = useCollectionChanges(app?.appId ?? '');
  const idIssue = id !== '' && !collectionIdSchema.safeParse(id).success ? t('studio.create.idRule') : null;
  const canCreate = app !== null && id !== '' && !idIssue && name.trim() !== '';

  const submit = () => {
    if (!canCreate || !app) return;
    create.mutate(
      { id, name: name.trim() },
      { onSuccess: () => navigate(studioPaths.collection(app.referenceId, id)) },
    );
  };

  return (
    opened && (
      <FormModal
        size="small"
        title={t('studio.create.title')}
        onClose={onClose}
        onSubmit={submit}
        problem={create.error ? create.error.message : null}
        submitLabel={t('studio.create.submit')}
        cancelLabel={t('studio.cancel')}
        busy={create.isPending}
        submitDisabled={!canCreate}
      >
        {apps.length > 1 && (
          <Select
            label={t('studio.create.app')}
            data={apps.map((a) => ({ value: a.appId, label: a.name }))}
            value={appId}
            onChange={setAppId}
            searchable
            required
          />
        )}
        <TextInput
          label={t('studio.create.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          data-autofocus
        />
        <TextInput
          label={t('studio.create.id')}
          description={t('studio.create.idHelp')}
          value={id}
          onChange={(event) => setId(event.currentTarget.value)}
          error={idIssue}
          required
        />
      </FormModal>
    )
  );
}
