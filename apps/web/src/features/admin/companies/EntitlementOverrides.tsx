import { Badge, Button, Checkbox, Group, NumberInput, Table, Text } from '@mantine/core';
import {
  type EntitlementMeasure,
  type EntitlementsSummary,
  entitlementMeasures,
  maxEntitlementLimit,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { companyEntitlementsApi, useEntitlementsMutation } from './api/companyEntitlementsApi.ts';

type OverrideDraft = Record<EntitlementMeasure, { value: number | ''; unlimited: boolean }>;

/** The form's rows from the summary: a measure whose limit comes from an override starts with it. */
function draftOf(summary: EntitlementsSummary): OverrideDraft {
  const rows = summary.usage.map((u) => [
    u.measure,
    u.source === 'override'
      ? { value: u.limit ?? '', unlimited: u.limit === null }
      : { value: '', unlimited: false },
  ]);
  return Object.fromEntries(rows) as OverrideDraft;
}

/** A company's limits as staff override them: each measure's use, its limit and the override. */
export function EntitlementOverrides({ org, summary }: { org: string; summary: EntitlementsSummary }) {
  const { t } = useTranslation(['admin', 'console']);
  const [draft, setDraft] = useState<OverrideDraft>(() => draftOf(summary));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useEntitlementsMutation(
    org,
    (overrides: Parameters<typeof companyEntitlementsApi.setOverrides>[1]) =>
      companyEntitlementsApi.setOverrides(org, overrides),
  );
  const set = (measure: EntitlementMeasure, next: Partial<OverrideDraft[EntitlementMeasure]>) => {
    setMessage(null);
    setDraft((current) => ({ ...current, [measure]: { ...current[measure], ...next } }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const overrides: Partial<Record<EntitlementMeasure, number | null>> = {};
    for (const measure of entitlementMeasures) {
      const row = draft[measure];
      if (row.unlimited) overrides[measure] = null;
      else if (row.value !== '') overrides[measure] = row.value;
    }
    save.mutate(overrides, {
      onSuccess: () => setMessage({ ok: true, text: t('companies.entitlements.overridesSaved') }),
      onError: (error) =>
        setMessage({
          ok: false,
          text: errorText(error, t('companies.entitlements.failed')),
        }),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Caption>{t('companies.entitlements.overridesCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('console:entitlements.measure')}</Table.Th>
              <Table.Th>{t('console:entitlements.used')}</Table.Th>
              <Table.Th>{t('companies.entitlements.granted')}</Table.Th>
              <Table.Th>{t('companies.entitlements.override')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.usage.map((usage) => {
              const label = t(`console:entitlements.measures.${usage.measure}`);
              const row = draft[usage.measure];
              return (
                <Table.Tr key={usage.measure}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{usage.used}</Table.Td>
                  <Table.Td>
                    {usage.limit === null ? t('console:entitlements.unlimited') : usage.limit}{' '}
                    {usage.source === 'override' && (
                      <Badge size="sm" variant="light" color="grape">
                        {t('companies.entitlements.overridden')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <NumberInput
                        aria-label={t('companies.entitlements.overrideOf', { measure: label })}
                        placeholder={t('companies.entitlements.noOverride')}
                        value={row.value}
                        onChange={(value) =>
                          set(usage.measure, { value: typeof value === 'number' ? value : '' })
                        }
                        min={0}
                        max={maxEntitlementLimit}
                        allowDecimal={false}
                        allowNegative={false}
                        disabled={row.unlimited}
                        w={130}
                      />
                      <Checkbox
                        label={t('console:entitlements.unlimited')}
                        checked={row.unlimited}
                        onChange={(event) => set(usage.measure, { unlimited: event.currentTarget.checked })}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="sm">
        <Button type="submit" loading={save.isPending}>
          {t('companies.entitlements.saveOverrides')}
        </Button>
        {message && (
          <Text size="sm" c={message.ok ? 'green.9' : 'red.8'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
      </Group>
    </form>
  );
}
