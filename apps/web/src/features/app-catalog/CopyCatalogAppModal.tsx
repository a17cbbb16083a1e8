import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { APP_NAME_MAX, type CatalogEntryDetail, REFERENCE_ID_MAX } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';
import { useCreateAppMutation } from '../shared/apps/api/appsMutations.ts';

type Props = { entry: CatalogEntryDetail; companyName: string; opened: boolean; onClose: () => void };

/** 'Copy to my company': the new app's name and reference ID, then its page. */
export function CopyCatalogAppModal({ entry, companyName, opened, onClose }: Props) {
  const { t } = useTranslation('core');
  return (
    <PortalModal opened={opened} onClose={onClose} title={t('catalog.copy.title', { name: entry.title })}>
      <CopyForm entry={entry} companyName={companyName} onCancel={onClose} />
    </PortalModal>
  );
}

function CopyForm({
  entry,
  companyName,
  onCancel,
}: Omit<Props, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const [name, setName] = useState(entry.title);
  const [referenceId, setReferenceId] = useState(entry.referenceId);
  // The same create as the console's form: the company's app lists and home's recent apps refresh.
  const copy = useCreateAppMutation();
  // The server's 400 and 409 texts say what to change (SPEC.md 5 reference ID rule and duplicate).
  const error = copy.error
    ? isHttpError(copy.error) && (copy.error.status === 400 || copy.error.status === 409)
      ? copy.error.message
      : t('catalog.copy.error')
    : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    copy.mutate(
      { name: name.trim(), referenceId: referenceId.trim(), type: entry.type, source: { catalog: entry.id } },
      { onSuccess: (created) => navigate(`/console/apps/view/${created.app.id}`) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('catalog.copy.intro', { company: companyName })}</Text>
        <TextInput
          label={t('catalog.copy.name')}
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={APP_NAME_MAX}
          data-autofocus
        />
        <TextInput
          label={t('catalog.copy.referenceId')}
          description={t('catalog.copy.referenceIdHint')}
          required
          value={referenceId}
          onChange={(event) => setReferenceId(event.currentTarget.value)}
          maxLength={REFERENCE_ID_MAX}
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={copy.isPending}>
            {t('catalog.copy.cancel')}
          </Button>
          <Button type="submit" loading={copy.isPending} disabled={!name.trim() || !referenceId.trim()}>
            {t('catalog.copy.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
