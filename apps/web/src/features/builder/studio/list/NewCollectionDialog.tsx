import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { collectionIdSchema, type StudioApp } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalModal } from '../../../../lib/modals/PortalModal.tsx';
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
    <PortalModal opened={opened} onClose={onClose} title={t('studio.create.title')} size="small">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
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
          {create.error && <Alert color="red">{create.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('studio.cancel')}
            </Button>
            <Button type="submit" disabled={!canCreate} loading={create.isPending}>
              {t('studio.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PortalModal>
  );
}
