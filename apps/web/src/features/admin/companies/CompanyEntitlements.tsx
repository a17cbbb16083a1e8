import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Company,
  type EntitlementMeasure,
  type EntitlementName,
  type EntitlementsSummary,
  entitlementMeasures,
  entitlementNames,
  maxEntitlementLimit,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { entitlementsQueryOptions } from '../../shared/entitlements/entitlementsApi.ts';
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

function Overrides({ org, summary }: { org: string; summary: EntitlementsSummary }) {
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
          text: isHttpError(error) ? error.message : t('companies.entitlements.failed'),
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

function Held({ org, summary }: { org: string; summary: EntitlementsSummary }) {
  const { t, i18n } = useTranslation(['admin', 'console']);
  const [name, setName] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<EntitlementName | null>(null);
  const grant = useEntitlementsMutation(org, (input: { name: EntitlementName; startDate: string }) =>
    companyEntitlementsApi.grant(org, input.name, input.startDate),
  );
  const revoke = useEntitlementsMutation(org, (held: EntitlementName) =>
    companyEntitlementsApi.revoke(org, held),
  );
  const held = new Set(summary.entitlements.map((e) => e.name));
  const failed = (error: unknown) =>
    setProblem(isHttpError(error) ? error.message : t('companies.entitlements.failed'));

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!name) {
      setProblem(t('companies.entitlements.chooseOne'));
      return;
    }
    grant.mutate(
      { name: name as EntitlementName, startDate },
      { onSuccess: () => setName(null), onError: failed },
    );
  }

  return (
    <Stack gap="sm">
      {summary.entitlements.length === 0 ? (
        <Text>{t('companies.entitlements.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Tbody>
              {summary.entitlements.map((entitlement) => (
                <Table.Tr key={entitlement.name}>
                  <Table.Th scope="row">
                    {entitlement.name}{' '}
                    {entitlement.restricted && (
                      <Badge size="sm" variant="light" color="gray">
                        {t('companies.entitlements.restricted')}
                      </Badge>
                    )}
                    <Text size="xs" c="gray.7" fw="normal">
                      {entitlement.sources
                        .map((source) =>
                          source.package
                            ? t('console:entitlements.fromPackage', { name: source.package.name })
                            : t('companies.entitlements.direct'),
                        )
                        .join(' · ')}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    {t('companies.entitlements.since', {
                      date: formatDate(entitlement.startDate, i18n.language),
                    })}
                  </Table.Td>
                  <Table.Td ta="right">
                    {/* What a package grants goes with the package (its section above), not from here. */}
                    {entitlement.sources.some((source) => source.package === null) && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving(entitlement.name)}
                        aria-label={t('companies.entitlements.removeOf', { name: entitlement.name })}
                      >
                        {t('companies.entitlements.remove')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('companies.entitlements.grantName')}
            data={entitlementNames.filter((n) => !held.has(n))}
            value={name}
            onChange={(value) => {
              setName(value);
              setProblem(null);
            }}
            searchable
            w={280}
          />
          <TextInput
            type="date"
            label={t('companies.entitlements.startDate')}
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            required
          />
          <Button type="submit" loading={grant.isPending}>
            {t('companies.entitlements.grant')}
          </Button>
        </Group>
      </form>
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('companies.entitlements.removeTitle')}
        confirmLabel={t('companies.entitlements.remove')}
        busy={revoke.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          revoke.mutate(removing, {
            onSuccess: () => setRemoving(null),
            onError: (error) => {
              setRemoving(null);
              failed(error);
            },
          })
        }
      >
        {t('companies.entitlements.removeText', { name: removing ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

/** Staff's view of a company's entitlements: grant and remove them, and override its limits (issue 12 item 7). */
export function CompanyEntitlements({ company }: { company: Company }) {
  const { t } = useTranslation('admin');
  const org = company.organizationUuid;
  const summary = useQuery(entitlementsQueryOptions(org, true));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('companies.entitlements.title')}
      </Title>
      {summary.isError ? (
        <LoadErrorAlert
          message={t('companies.entitlements.loadError')}
          onRetry={() => void summary.refetch()}
        />
      ) : summary.isPending ? (
        <DelayedSpinner />
      ) : (
        <>
          <Held org={org} summary={summary.data} />
          {/* Keyed by the limits held: a saved change starts the form from them, a refetch of the same keeps edits. */}
          <Overrides
            key={JSON.stringify(summary.data.usage.map((u) => [u.limit, u.source]))}
            org={org}
            summary={summary.data}
          />
        </>
      )}
    </Stack>
  );
}
