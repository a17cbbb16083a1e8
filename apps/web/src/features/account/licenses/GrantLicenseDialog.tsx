import { Radio, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { License, LicenseVersionPolicy } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { appListQueryOptions } from '../../console-apps/index.ts';
import { licenseesQueryOptions, licensesApi, useLicensesMutation } from './api/licensesApi.ts';

type Props = {
  org: string;
  /** The app page's app; without one the dialog asks which of the company's apps. */
  app?: { id: string; name: string };
  onClose: () => void;
  onGranted: (license: License) => void;
};

/**
 * Licenses an app to another company: the company found by part of its name or by its id, a start day,
 * an optional end day and the version policy (docs/decisions/license-end.md). The server's refusals
 * (overlap, unknown company, no version to pin) are shown as they come.
 */
export function GrantLicenseDialog({ org, app, onClose, onGranted }: Props) {
  const { t } = useTranslation('console');
  const [appId, setAppId] = useState<string | null>(app?.id ?? null);
  const [company, setCompany] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [start, setStart] = useState(() => new Date().toISOString().slice(0, 10));
  const [end, setEnd] = useState('');
  const [policy, setPolicy] = useState<LicenseVersionPolicy>('newestProduction');
  const [problem, setProblem] = useState<string | null>(null);
  const licensees = useQuery({ ...licenseesQueryOptions(org, debounced), placeholderData: keepPreviousData });
  const apps = useQuery({
    ...appListQueryOptions(org, { list: 'all', sort: 'name', start: 0, length: 100 }),
    enabled: !app,
  });
  const grant = useLicensesMutation(org, licensesApi.grant.bind(null, org));
  const changed = () => setProblem(null);

  const submit = () => {
    if (!appId) return setProblem(t('licenses.grant.appRequired'));
    if (!company) return setProblem(t('licenses.grant.companyRequired'));
    if (!start) return setProblem(t('licenses.grant.startRequired'));
    if (end && end < start) return setProblem(t('licenses.grant.endBeforeStart'));
    grant.mutate(
      {
        appId,
        consumerOrganizationId: company,
        licenseStart: start,
        licenseEnd: end || null,
        versionPolicy: policy,
      },
      {
        onSuccess: (license) => {
          onGranted(license);
          onClose();
        },
        onError: (error) => setProblem(errorText(error, t('licenses.grant.failed'))),
      },
    );
  };

  return (
    <FormModal
      title={app ? t('licenses.grant.titleFor', { app: app.name }) : t('licenses.grant.title')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      busy={grant.isPending}
      submitLabel={t('licenses.grant.submit')}
      cancelLabel={t('licenses.grant.cancel')}
      size="small"
    >
      <Stack>
        {!app && (
          <Select
            label={t('licenses.grant.app')}
            placeholder={apps.isPending ? t('licenses.grant.loading') : undefined}
            data={(apps.data?.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            value={appId}
            onChange={(value) => {
              setAppId(value);
              changed();
            }}
            searchable
            required
            error={apps.isError ? t('licenses.grant.appsFailed') : undefined}
          />
        )}
        <Select
          label={t('licenses.grant.company')}
          description={t('licenses.grant.companyHint')}
          data={(licensees.data?.data ?? []).map((c) => ({ value: c.organizationId, label: c.name }))}
          value={company}
          onChange={(value) => {
            setCompany(value);
            changed();
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={
            licensees.isFetching ? t('licenses.grant.loading') : t('licenses.grant.noCompany')
          }
          required
          error={licensees.isError ? t('licenses.grant.companiesFailed') : undefined}
        />
        <TextInput
          type="date"
          label={t('licenses.grant.start')}
          value={start}
          onChange={(event) => {
            setStart(event.currentTarget.value);
            changed();
          }}
          required
        />
        <TextInput
          type="date"
          label={t('licenses.grant.end')}
          description={t('licenses.grant.endHint')}
          value={end}
          min={start || undefined}
          onChange={(event) => {
            setEnd(event.currentTarget.value);
            changed();
          }}
        />
        <Radio.Group
          label={t('licenses.grant.policy')}
          value={policy}
          onChange={(value) => {
            setPolicy(value as LicenseVersionPolicy);
            changed();
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="newestProduction"
              label={t('licenses.policy.newestProduction')}
              description={t('licenses.policy.newestProductionHint')}
            />
            <Radio
              value="pinned"
              label={t('licenses.policy.pinned')}
              description={t('licenses.policy.pinnedHint')}
            />
          </Stack>
        </Radio.Group>
      </Stack>
    </FormModal>
  );
}
