import { Text, Textarea } from '@mantine/core';
import { PROMOTION_COMMENT_MAX, type PromotionDecisionKind, type PromotionRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useDecidePromotionMutation } from './api/promotionsApi.ts';

/** Approve or reject a promotion request with an optional comment; the server's refusal shows in the form. */
export function PromotionDecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: PromotionRequest;
  decision: PromotionDecisionKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const [comment, setComment] = useState('');
  const environment = t(`appView.environments.${request.toEnvironment}`);
  const decide = useDecidePromotionMutation(request.appId, {
    onSuccess: () => {
      toast.info(t(`appView.promotions.done.${decision}`, { version: request.versionName }));
      onClose();
    },
  });
  return (
    <FormModal
      title={t(`appView.promotions.dialogTitle.${decision}`, { version: request.versionName, environment })}
      onClose={onClose}
      onSubmit={() => decide.mutate({ id: request.id, decision, comment })}
      problem={decide.isError ? errorText(decide.error, t('appView.promotions.decideFailed')) : null}
      submitLabel={t(`appView.promotions.${decision}`)}
      cancelLabel={t('appView.cancel')}
      busy={decide.isPending}
      size="small"
    >
      <Text size="sm">
        {t(`appView.promotions.dialogExplain.${decision}`, {
          requester: request.requestedByName,
          required: request.requiredApprovals,
        })}
      </Text>
      <Textarea
        label={t('appView.promotions.comment')}
        description={t('appView.promotions.commentHelp')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={PROMOTION_COMMENT_MAX}
        autosize
        minRows={2}
        data-autofocus
      />
    </FormModal>
  );
}
