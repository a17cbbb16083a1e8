import { Select, Textarea, TextInput } from '@mantine/core';
import {
  PRODUCT_UPDATE_BODY_MAX,
  PRODUCT_UPDATE_TITLE_MAX,
  type ProductUpdateBody,
  productUpdateBodySchema,
  productUpdateCategories,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/http/errorText.ts';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { FormModal } from '../../lib/modals/FormModal.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import {
  useSaveProductUpdateMutation,
  useWithdrawProductUpdateMutation,
} from './api/productUpdatesMutations.ts';
import type { ProductUpdateAction } from './ProductUpdatesPanel.tsx';

type Props = { action: ProductUpdateAction; onClose: () => void };

/** Staff's dialogs: write or correct an entry, and withdraw one after a confirmation. */
export function ProductUpdateDialogs({ action, onClose }: Props) {
  return action.kind === 'compose' ? (
    <ComposeDialog update={action.update} onClose={onClose} />
  ) : (
    <WithdrawDialog id={action.update.id} title={action.update.title} onClose={onClose} />
  );
}

function ComposeDialog({
  update,
  onClose,
}: {
  update: (ProductUpdateBody & { id: string }) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('core');
  const [values, setValues] = useState<ProductUpdateBody>({
    title: update?.title ?? '',
    body: update?.body ?? '',
    category: update?.category ?? 'feature',
    link: update?.link ?? null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveProductUpdateMutation(update, {
    onSuccess: (saved) => {
      toast.info(
        t(update ? 'productUpdates.form.saved' : 'productUpdates.form.published', { title: saved.title }),
      );
      onClose();
    },
    onError: (error) => setProblem(errorText(error, t('productUpdates.form.saveError'), [400])),
  });
  const submit = () => {
    // The server decides; the same schema here names a fault before the round trip.
    const checked = productUpdateBodySchema.safeParse({ ...values, link: values.link?.trim() || null });
    if (!checked.success) return setProblem(checked.error.issues.map((issue) => issue.message).join(' '));
    setProblem(null);
    save.mutate(checked.data);
  };
  return (
    <FormModal
      title={t(update ? 'productUpdates.form.editTitle' : 'productUpdates.form.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      submitLabel={t(update ? 'productUpdates.form.save' : 'productUpdates.form.publish')}
      cancelLabel={t('productUpdates.form.cancel')}
      busy={save.isPending}
    >
      <TextInput
        label={t('productUpdates.form.title')}
        required
        maxLength={PRODUCT_UPDATE_TITLE_MAX}
        value={values.title}
        onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
      />
      <Select
        label={t('productUpdates.form.category')}
        required
        allowDeselect={false}
        data={productUpdateCategories.map((value) => ({
          value,
          label: t(`productUpdates.categories.${value}`),
        }))}
        value={values.category}
        onChange={(value) =>
          value && setValues({ ...values, category: value as ProductUpdateBody['category'] })
        }
      />
      <Textarea
        label={t('productUpdates.form.body')}
        required
        rows={5}
        maxLength={PRODUCT_UPDATE_BODY_MAX}
        value={values.body}
        onChange={(event) => setValues({ ...values, body: event.currentTarget.value })}
      />
      <TextInput
        label={t('productUpdates.form.link')}
        description={t('productUpdates.form.linkHint')}
        value={values.link ?? ''}
        onChange={(event) => setValues({ ...values, link: event.currentTarget.value })}
      />
    </FormModal>
  );
}

function WithdrawDialog({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('core');
  const withdraw = useWithdrawProductUpdateMutation(id, {
    onSuccess: () => {
      toast.info(t('productUpdates.withdrawn', { title }));
      onClose();
    },
    onError: () => toast.error(t('productUpdates.withdrawError')),
  });
  return (
    <ConfirmDialog
      opened
      title={t('productUpdates.withdrawTitle')}
      confirmLabel={t('productUpdates.withdraw')}
      destructive
      busy={withdraw.isPending}
      onConfirm={() => withdraw.mutate()}
      onCancel={onClose}
    >
      {t('productUpdates.withdrawText', { title })}
    </ConfirmDialog>
  );
}
