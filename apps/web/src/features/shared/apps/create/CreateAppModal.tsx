import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  APP_DESCRIPTION_MAX,
  APP_NAME_MAX,
  type AppType,
  appTypes,
  type CatalogEntryDetail,
  referenceIdFromName,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '../../../../lib/config/PublicConfigContext.tsx';
import { useCompany } from '../../../../lib/identity/companyContext.ts';
import { PortalModal } from '../../../../lib/modals/PortalModal.tsx';
import { toast } from '../../../../lib/toasts/toasts.ts';
import { catalogEntryQueryOptions } from '../../catalog/api/catalogQueries.ts';
import { readZipManifest } from '../source/readZipManifest.ts';
import { ZipSourceField } from '../source/ZipSourceField.tsx';
import { CatalogPicker } from './CatalogPicker.tsx';
import {
  type CreateFormValues,
  type CreateSource,
  createErrorToFields,
  emptyCreateForm,
  type FieldError,
  type FormErrors,
  validateCreateForm,
} from './createForm.utils.ts';
import { useCreateApp } from './useCreateApp.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Opens as a copy of this catalog sample (the catalog page's "Copy to my company"). */
  sample?: CatalogEntryDetail;
};

/** What a sample gives the form: its name, reference ID, description and type, as the copy keeps them. */
const fromSample = (sample: CatalogEntryDetail): CreateFormValues => ({
  ...emptyCreateForm,
  source: 'catalog',
  catalogId: sample.id,
  name: sample.title,
  referenceId: sample.referenceId,
  description: sample.description,
  type: sample.type,
});

const sources: CreateSource[] = ['scratch', 'catalog', 'upload'];

/** SPEC.md 3's create form: from scratch, as a copy of a catalog sample, or from a zip with progress. */
export function CreateAppModal({ opened, onClose, sample }: Props) {
  const { t } = useTranslation('console');
  const { appUploadMaxBytes, productName } = usePublicConfig();
  const company = useCompany().selected;
  const navigate = useNavigate();
  const sender = useCreateApp();
  const queryClient = useQueryClient();
  const initial = sample ? fromSample(sample) : emptyCreateForm;
  const [values, setValues] = useState<CreateFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // Until the user types a reference ID of their own, it follows the name (or the zip's manifest).
  const [isReferenceIdTyped, setIsReferenceIdTyped] = useState(sample !== undefined);
  // The type a picked zip's manifest declares: the only one the server accepts for it.
  const [manifestType, setManifestType] = useState<AppType | null>(null);
  const busy = sender.isPending;

  const text = (error: FieldError | undefined) =>
    error === undefined
      ? undefined
      : 'text' in error
        ? error.text
        : t(`appsList.messages.${error.key}`, error.params);
  const set = <K extends keyof CreateFormValues>(name: K, value: CreateFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  };

  const setName = (name: string) => {
    set('name', name);
    if (!isReferenceIdTyped) set('referenceId', referenceIdFromName(name));
  };

  async function pickZip(file: File | null) {
    set('file', file);
    setManifestType(null);
    if (!file) return;
    const manifest = await readZipManifest(file);
    setValues((current) => {
      // A later pick replaced this one while it was read: its manifest no longer applies.
      if (current.file !== file) return current;
      return {
        ...current,
        name: current.name || manifest.name || '',
        referenceId:
          (isReferenceIdTyped && current.referenceId) ||
          manifest.referenceId ||
          current.referenceId ||
          referenceIdFromName(manifest.name ?? ''),
        description: current.description || manifest.description || '',
        type: manifest.type ?? current.type,
      };
    });
    if (manifest.type) setManifestType(manifest.type);
  }

  /** A sample picked in the form prefills it as the catalog page's copy does, keeping what was typed. */
  async function pickSample(id: string | null, type: AppType | null) {
    set('catalogId', id);
    if (type) set('type', type);
    if (!id) return;
    const picked = await queryClient.fetchQuery(catalogEntryQueryOptions(id)).catch(() => null);
    if (!picked) return;
    setValues((current) =>
      current.catalogId !== id
        ? current
        : {
            ...current,
            name: current.name || picked.title,
            referenceId: (isReferenceIdTyped && current.referenceId) || picked.referenceId,
            description: current.description || picked.description,
          },
    );
  }

  const handleClose = () => {
    if (busy) return;
    setValues(initial);
    setIsReferenceIdTyped(sample !== undefined);
    setManifestType(null);
    setErrors({});
    sender.reset();
    onClose();
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateCreateForm(values, appUploadMaxBytes);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await sender.submit(values);
      setValues(initial);
      sender.reset();
      onClose();
      toast.info(t('appsList.createForm.created', { name: created.app.name }));
      navigate(`/console/apps/view/${created.app.id}`);
    } catch (error) {
      setErrors(createErrorToFields(error, values, appUploadMaxBytes));
    }
  }

  return (
    <PortalModal
      opened={opened}
      onClose={handleClose}
      title={t('appsList.createForm.title')}
      size="large"
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('appsList.createForm.source')}
            data={sources.map((source) => ({
              value: source,
              label: t(`appsList.createForm.sources.${source}`),
            }))}
            value={values.source}
            onChange={(value) => set('source', value as CreateSource)}
            disabled={busy}
            fullWidth
          />
          {values.source === 'catalog' && (
            <CatalogPicker
              value={values.catalogId}
              error={text(errors.catalogId)}
              disabled={busy}
              onChange={(id, type) => void pickSample(id, type)}
            />
          )}
          <TextInput
            label={t('appsList.createForm.name')}
            value={values.name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={text(errors.name)}
            disabled={busy}
            withAsterisk
            maxLength={APP_NAME_MAX}
            data-autofocus
          />
          <TextInput
            label={t('appsList.createForm.referenceId')}
            description={t('appsList.createForm.referenceIdHint')}
            value={values.referenceId}
            onChange={(event) => {
              setIsReferenceIdTyped(true);
              set('referenceId', event.currentTarget.value);
            }}
            error={text(errors.referenceId)}
            disabled={busy}
            withAsterisk
          />
          <Textarea
            label={t('appsList.createForm.description')}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={text(errors.description)}
            maxLength={APP_DESCRIPTION_MAX}
            disabled={busy}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Select
            label={t('appsList.createForm.type')}
            data={appTypes.map((type) => ({ value: type, label: t(`appsList.types.${type}`) }))}
            value={values.type}
            onChange={(value) => value && set('type', value as AppType)}
            // A copy of a sample has the sample's type; an uploaded source the one its manifest declares.
            disabled={
              busy || values.source === 'catalog' || (values.source === 'upload' && manifestType !== null)
            }
            description={
              values.source === 'upload' && manifestType !== null
                ? t('appsList.createForm.typeFromManifest')
                : undefined
            }
            allowDeselect={false}
          />
          <TextInput
            label={t('appsList.createForm.company')}
            description={t('appsList.createForm.companyHint')}
            value={company?.organizationName ?? ''}
            readOnly
          />
          {values.source === 'upload' && (
            <ZipSourceField
              label={t('appsList.createForm.file')}
              value={values.file}
              onChange={(file) => void pickZip(file)}
              issue={errors.file}
              progress={sender.isUploading ? sender.progress : undefined}
              disabled={busy}
            />
          )}
          <Checkbox
            label={t('appsList.createForm.builtOnProvider', { product: productName })}
            checked={values.builtOnProvider}
            onChange={(event) => set('builtOnProvider', event.currentTarget.checked)}
            disabled={busy}
          />
          {errors.form && (
            <Alert color="red" role="alert">
              {text(errors.form)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={handleClose} disabled={busy}>
              {t('appsList.createForm.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('appsList.createForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PortalModal>
  );
}
