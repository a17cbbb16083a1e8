import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { LicensesGiven } from './LicensesGiven.tsx';

/**
 * /console/account/licenses: every licence the company gives, across its apps, with grant and end (the
 * route needs licenses.manage). An app's own licences are also on its page's Licenses tab.
 */
export function LicensesPage() {
  const { t } = useTranslation('console');
  const { selected } = useCompany();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('licenses.title')}</Title>
      <Text size="sm">{t('licenses.explain', { company: selected?.organizationName ?? '' })}</Text>
      {/* The route gate renders a console page once the company is chosen. */}
      {selected && <LicensesGiven org={selected.organizationUuid} canGrant canEnd />}
    </Stack>
  );
}
