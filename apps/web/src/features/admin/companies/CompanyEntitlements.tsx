import { Stack, Title } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { entitlementsQueryOptions } from '../../account/index.ts';
import { EntitlementOverrides } from './EntitlementOverrides.tsx';
import { HeldEntitlements } from './HeldEntitlements.tsx';

/** Staff's view of a company's entitlements: grant and remove them, and override its limits. */
export function CompanyEntitlements({ company }: { company: Company }) {
  const { t } = useTranslation('admin');
  const org = company.organizationUuid;
  const summary = useQuery(entitlementsQueryOptions(org, true));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('companies.entitlements.title')}
      </Title>
      <QueryState query={summary} errorMessage={t('companies.entitlements.loadError')}>
        {(data) => (
          <>
            <HeldEntitlements org={org} summary={data} />
            {/* Keyed by the limits held: a saved change starts the form from them, a refetch of the same keeps edits. */}
            <EntitlementOverrides
              key={JSON.stringify(data.usage.map((u) => [u.limit, u.source]))}
              org={org}
              summary={data}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
