import { Checkbox, Group, NumberInput, Select, Stack } from '@mantine/core';
import {
  MAX_REQUIRED_APPROVALS,
  type PromotionEnvironment,
  type PromotionPolicies,
  promotionEnvironments,
  stepRoles,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useSetPromotionPoliciesMutation } from './api/promotionPoliciesApi.ts';

type Row = { isRequired: boolean; requiredApprovals: number; approverRole: string };

const rowsOf = (policies: PromotionPolicies): Record<PromotionEnvironment, Row> =>
  Object.fromEntries(
    promotionEnvironments.map((environment) => {
      const policy = policies.data.find((candidate) => candidate.environment === environment);
      return [
        environment,
        {
          isRequired: policy !== undefined,
          requiredApprovals: policy?.requiredApprovals ?? 1,
          approverRole: policy?.approverRole ?? 'admin',
        },
      ];
    }),
  ) as Record<PromotionEnvironment, Row>;

/** A company admin's rules: for each environment, whether approvals are required, how many, by which role. */
export function PromotionPoliciesForm({
  org,
  policies,
  onClose,
}: {
  org: string;
  policies: PromotionPolicies;
  onClose: () => void;
}) {
  const { t } = useTranslation(['console', 'core']);
  const [rows, setRows] = useState(() => rowsOf(policies));
  const save = useSetPromotionPoliciesMutation(org, {
    onSuccess: () => {
      toast.info(t('account.promotions.saved'));
      onClose();
    },
  });
  const change = (environment: PromotionEnvironment, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [environment]: { ...current[environment], ...patch } }));
  const roleOptions = stepRoles.map((role) => ({ value: role, label: t(`core:roles.${role}`) }));

  function handleSubmit() {
    save.mutate({
      data: promotionEnvironments
        .filter((environment) => rows[environment].isRequired)
        .map((environment) => ({
          environment,
          requiredApprovals: rows[environment].requiredApprovals,
          approverRole: rows[environment].approverRole,
        })),
    });
  }

  return (
    <FormModal
      title={t('account.promotions.modalTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      problem={save.isError ? errorText(save.error, t('account.promotions.saveFailed'), [400, 403]) : null}
      submitLabel={t('account.promotions.save')}
      cancelLabel={t('appView.cancel')}
      busy={save.isPending}
    >
      {promotionEnvironments.map((environment) => {
        const row = rows[environment];
        const name = t(`appView.environments.${environment}`);
        return (
          <Stack key={environment} gap="xs">
            <Checkbox
              label={t('account.promotions.require', { environment: name })}
              checked={row.isRequired}
              onChange={(event) => change(environment, { isRequired: event.currentTarget.checked })}
            />
            {row.isRequired && (
              <Group gap="sm" wrap="wrap" pl="lg">
                <NumberInput
                  label={t('account.promotions.count')}
                  aria-label={`${t('account.promotions.count')}, ${name}`}
                  min={1}
                  max={MAX_REQUIRED_APPROVALS}
                  clampBehavior="strict"
                  allowDecimal={false}
                  value={row.requiredApprovals}
                  onChange={(value) => change(environment, { requiredApprovals: Number(value) || 1 })}
                  w={160}
                />
                <Select
                  label={t('account.promotions.role')}
                  aria-label={`${t('account.promotions.role')}, ${name}`}
                  data={roleOptions}
                  value={row.approverRole}
                  allowDeselect={false}
                  onChange={(value) => value && change(environment, { approverRole: value })}
                  w={240}
                />
              </Group>
            )}
          </Stack>
        );
      })}
    </FormModal>
  );
}
