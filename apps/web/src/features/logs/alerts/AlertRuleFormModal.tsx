import { Alert, Code, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type AlertRule, alertConditions, roles } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { useSaveAlertRuleMutation } from '../api/alertMutations.ts';
import { alertRecipientsQueryOptions } from '../api/alertsQueries.ts';
import { type AlertFormValues, formValues, toRuleInput } from './alerts.utils.ts';
import { UseTestInboxButton } from './UseTestInboxButton.tsx';

type Props = {
  presetId: string;
  /** The rule edited; null to add one. */
  rule: AlertRule | null;
  onClose: () => void;
};

/** Adds or edits a rule in one form; a new webhook secret is shown once, after saving. */
export function AlertRuleFormModal({ presetId, rule, onClose }: Props) {
  const { t } = useTranslation(['console', 'core']);
  const save = useSaveAlertRuleMutation();
  const [values, setValues] = useState<AlertFormValues>(() => formValues(rule));
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const set = (patch: Partial<AlertFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const { selected } = useCompany();
  const members = useQuery(alertRecipientsQueryOptions(selected?.organizationUuid));
  const people = (members.data?.data ?? []).map((member) => ({
    value: member.userUuid,
    label: `${member.firstName} ${member.lastName} (${member.email})`,
  }));
  // A person the rule names who is not among those read (past the first 100) stays chosen, by id.
  const chosenElsewhere = values.userIds
    .filter((id) => !people.some((person) => person.value === id))
    .map((id) => ({ value: id, label: id }));

  function handleSubmit() {
    setProblem(null);
    save.mutate(
      { id: rule?.id ?? null, input: toRuleInput(presetId, values) },
      {
        onSuccess: (saved) => (saved.webhookSecret ? setSecret(saved.webhookSecret) : onClose()),
        onError: (error) => setProblem(errorText(error, t('logAlerts.saveFailed'), [400, 403, 404])),
      },
    );
  }

  if (secret)
    return (
      <PortalModal opened onClose={onClose} title={t('logAlerts.secretTitle')}>
        <Stack>
          <Text size="sm">{t('logAlerts.secretText')}</Text>
          <Code block data-testid="webhook-secret">
            {secret}
          </Code>
        </Stack>
      </PortalModal>
    );

  return (
    <FormModal
      title={rule ? t('logAlerts.editTitle') : t('logAlerts.addTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      problem={problem}
      submitLabel={t('logAlerts.save')}
      cancelLabel={t('logAlerts.cancel')}
      busy={save.isPending}
    >
      <TextInput
        label={t('logAlerts.fields.name')}
        value={values.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        required
      />
      <Select
        label={t('logAlerts.fields.condition')}
        data={alertConditions.map((value) => ({ value, label: t(`logAlerts.conditions.${value}`) }))}
        value={values.condition}
        onChange={(value) => set({ condition: alertConditions.find((known) => known === value) ?? 'above' })}
        allowDeselect={false}
      />
      {values.condition !== 'no_data' && (
        <NumberInput
          label={t('logAlerts.fields.threshold')}
          value={values.threshold}
          onChange={(value) => set({ threshold: value })}
          min={0}
          allowDecimal={false}
        />
      )}
      <NumberInput
        label={t('logAlerts.fields.window')}
        description={t('logAlerts.fields.windowHint')}
        value={values.windowMinutes}
        onChange={(value) => set({ windowMinutes: value })}
        min={5}
        max={1440}
        allowDecimal={false}
      />
      <NumberInput
        label={t('logAlerts.fields.interval')}
        value={values.intervalMinutes}
        onChange={(value) => set({ intervalMinutes: value })}
        min={1}
        max={1440}
        allowDecimal={false}
      />
      <MultiSelect
        label={t('logAlerts.fields.roles')}
        description={t('logAlerts.fields.rolesHint')}
        data={roles.map((value) => ({ value, label: t(`core:roles.${value}`) }))}
        value={values.roles}
        onChange={(picked) => set({ roles: roles.filter((role) => picked.includes(role)) })}
      />
      <MultiSelect
        label={t('logAlerts.fields.users')}
        description={t('logAlerts.fields.usersHint')}
        data={[...people, ...chosenElsewhere]}
        value={values.userIds}
        onChange={(picked) => set({ userIds: picked })}
        searchable
        nothingFoundMessage={
          members.isError ? t('logAlerts.fields.usersError') : t('logAlerts.fields.usersNone')
        }
      />
      <TextInput
        label={t('logAlerts.fields.webhook')}
        description={t('logAlerts.fields.webhookHint')}
        placeholder="https://"
        value={values.webhookUrl}
        onChange={(event) => set({ webhookUrl: event.currentTarget.value })}
      />
      <UseTestInboxButton onPick={(url) => set({ webhookUrl: url })} />
      {rule?.webhookUrl && values.webhookUrl.trim() !== rule.webhookUrl && (
        <Alert color="yellow">{t('logAlerts.newSecretWarning')}</Alert>
      )}
    </FormModal>
  );
}
