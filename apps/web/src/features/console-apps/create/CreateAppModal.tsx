import { Checkbox, SegmentedControl, Select, Textarea, TextInput } from '@mantine/core';
import {
  APP_DESCRIPTION_MAX,
  APP_NAME_MAX,
  type AppType,
  appTypes,
  type CatalogEntryDetail,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '../../../lib/config/PublicConfigContext.tsx';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { ZipSourceField } from '../source/ZipSourceField.tsx';
import { CatalogPicker } from './CatalogPicker.tsx';
import {
  type CreateSource,
  createErrorToFields,
  type FieldError,
  validateCreateForm,
} from './createForm.utils.ts';
import { useCreateApp } from './useCreateApp.ts';
import { useCreateAppForm } from './useCreateAppForm.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Opens as a copy of this catalog sample (the catalog page's "Copy to my company"). */
  sample?: CatalogEntryDetail;
};

const sources: CreateSource[] = ['scratch', 'catalog', 'upload'];

/**
 * The create form (docs/product/apps.md APPS-2): from scratch, as a copy of a catalog sample, or from a zip
 * with progress.
 */
export function CreateAppModal({ opened, onClose, sample }: Props) {
  const { t } = useTranslation('console');
  const { appUploadMaxBytes, productName } = usePublicConfig();
  const company = useCompany().selected;
  const navigate = useNavigate();
  const sender = useCreateApp();
  const form = useCreateAppForm(sample);
  const { values, errors, set } = form;
  const busy = sender.isPending;

  const text = (error: FieldError | undefined) =>
    error === undefined
      ? undefined
      : 'text' in error
        ? error.text
        : t(`appsList.messages.${error.key}`, error.params);

  const handleClose = () => {
    if (busy) return;
    form.reset();
    sender.reset();
    onClose();
  };

  async function handleSubmit() {
    const found = validateCreateForm(values, appUploadMaxBytes);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await sender.submit(values);
      form.clear();
      sender.reset();
      onClose();
      toast.info(t('appsList.createForm.created', { name: created.app.name }));
      navigate(`/console/apps/view/${created.app.id}`);
    } catch (error) {
      form.setErrors(createErrorToFields(error, values, appUploadMaxBytes));
    }
  }

  return (
    opened && (
      <FormModal
        title={t('appsList.createForm.title')}
        onClose={handleClose}
        onSubmit={() => void handleSubmit()}
        noValidate
        staysWhileBusy
        problem={errors.form ? (text(errors.form) ?? null) : null}
        submitLabel={t('appsList.createForm.submit')}
        cancelLabel={t('appsList.createForm.cancel')}
        busy={busy}
      >
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
            onChange={(id, type) => void form.pickSample(id, type)}
          />
        )}
        <TextInput
          label={t('appsList.createForm.name')}
          value={values.name}
          onChange={(event) => form.setName(event.currentTarget.value)}
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
          onChange={(event) => form.typeReferenceId(event.currentTarget.value)}
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
            busy || values.source === 'catalog' || (values.source === 'upload' && form.manifestType !== null)
          }
          description={
            values.source === 'upload' && form.manifestType !== null
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
            onChange={(file) => void form.pickZip(file)}
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
      </FormModal>
    )
  );
}
