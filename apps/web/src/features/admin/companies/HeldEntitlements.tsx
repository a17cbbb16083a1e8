import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type EntitlementName, type EntitlementsSummary, entitlementNames } from '@portal/contracts';
import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { errorText } from '../../../lib/http/errorText.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { companyEntitlementsApi, useEntitlementsMutation } from './api/companyEntitlementsApi.ts';

/** The entitlements a company holds, directly or through a package: staff grant and remove them here. */
export function HeldEntitlements({ org, summary }: { org: string; summary: EntitlementsSummary }) {
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
  const failed = (error: unknown) => setProblem(errorText(error, t('companies.entitlements.failed')));

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
        <DataTable
          minWidth={420}
          rowHeader={0}
          columns={[
            t('companies.entitlements.columns.entitlement'),
            t('companies.entitlements.columns.start'),
            t('companies.entitlements.columns.actions'),
          ]}
          rows={summary.entitlements.map((entitlement) => ({
            key: entitlement.name,
            cells: [
              <Fragment key="name">
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
              </Fragment>,
              t('companies.entitlements.since', {
                date: formatDate(entitlement.startDate, i18n.language),
              }),
              // What a package grants goes with the package (its section above), not from here.
              entitlement.sources.some((source) => source.package === null) ? (
                <Button
                  key="remove"
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(entitlement.name)}
                  aria-label={t('companies.entitlements.removeOf', { name: entitlement.name })}
                >
                  {t('companies.entitlements.remove')}
                </Button>
              ) : null,
            ],
          }))}
        />
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
