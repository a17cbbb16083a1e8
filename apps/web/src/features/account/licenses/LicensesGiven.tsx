import { Button, Group, Stack, Title } from '@mantine/core';
import type { License } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { licensesGivenQueryOptions } from './api/licensesApi.ts';
import { EndLicenseDialog } from './EndLicenseDialog.tsx';
import { GrantLicenseDialog } from './GrantLicenseDialog.tsx';
import { LicensesGivenTable } from './LicensesGivenTable.tsx';

type Props = {
  /** The licensor company. */
  org: string;
  /** One app's licences (its page), or every licence the company gives. */
  app?: { id: string; name: string };
  /** Grant is the licensor's own (licenses.manage); staff end but do not grant. */
  canGrant: boolean;
  canEnd: boolean;
  /** A heading above the list, where the page has none of its own. */
  heading?: string;
};

/** The licences a company gives, with grant and end: its loading, error, empty and loaded states. */
export function LicensesGiven({ org, app, canGrant, canEnd, heading }: Props) {
  const { t } = useTranslation('console');
  const query = useQuery(licensesGivenQueryOptions(org, app?.id));
  const [granting, setGranting] = useState(false);
  const [ending, setEnding] = useState<License | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        {heading ? (
          <Title order={2} size="h3">
            {heading}
          </Title>
        ) : (
          <span />
        )}
        {canGrant && <Button onClick={() => setGranting(true)}>{t('licenses.grant.open')}</Button>}
      </Group>
      {/* docs/product/licenses.md LICENSES-3: 'Error loading licenses'. */}
      <QueryState
        query={query}
        errorMessage={t('appView.licensed.licensesFailed')}
        empty={{
          when: (page) => page.data.length === 0,
          show: <EmptyText>{app ? t('licenses.emptyForApp') : t('licenses.empty')}</EmptyText>,
        }}
      >
        {(page) => (
          <LicensesGivenTable licenses={page.data} showApp={!app} onEnd={canEnd ? setEnding : undefined} />
        )}
      </QueryState>
      {granting && (
        <GrantLicenseDialog
          org={org}
          app={app}
          onClose={() => setGranting(false)}
          onGranted={(license) =>
            toast.info(t('licenses.grant.done', { app: license.appName, company: license.consumerName }))
          }
        />
      )}
      {ending && (
        <EndLicenseDialog
          org={org}
          license={ending}
          onClose={() => setEnding(null)}
          onEnded={(license) =>
            toast.info(t('licenses.end.done', { app: license.appName, company: license.consumerName }))
          }
        />
      )}
    </Stack>
  );
}
