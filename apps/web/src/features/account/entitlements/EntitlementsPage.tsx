import { Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { CompanyEntitlement, EntitlementMeasure, EntitlementUsage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { formatCount } from '../../../lib/format/numbers.ts';
import { useNumberFormat } from '../../../lib/format/useNumberFormat.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { LoadErrorAlert } from '../../../lib/loading/LoadErrorAlert.tsx';
import { entitlementsQueryOptions } from './api/entitlementsApi.ts';
import { usageLevel } from './usageLevel.ts';

function UsageRow({ usage }: { usage: EntitlementUsage }) {
  const { t } = useTranslation('console');
  const numbers = useNumberFormat();
  const measure = t(`entitlements.measures.${usage.measure}`);
  const level = usageLevel(usage);
  const limit = usage.limit === null ? t('entitlements.unlimited') : numbers.amount(usage.limit);
  return (
    <Table.Tr>
      <Table.Th scope="row">{measure}</Table.Th>
      <Table.Td>{numbers.amount(usage.used)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{limit}</Text>
          {usage.source === 'override' && (
            <Badge variant="light" color="grape" size="sm">
              {t('entitlements.setByProvider')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td miw={140}>
        {level.share !== null && (
          <Progress
            value={level.share * 100}
            color={level.color}
            aria-label={t('entitlements.usageOf', { measure })}
          />
        )}
        {level.color === 'red' && (
          <Text size="xs" c="red.8">
            {t('entitlements.atLimit')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Grants({ entitlement }: { entitlement: CompanyEntitlement }) {
  const { t, i18n } = useTranslation('console');
  const grants = (Object.entries(entitlement.limits) as [EntitlementMeasure, number][]).map(
    ([measure, limit]) => `${t(`entitlements.measures.${measure}`)}: ${formatCount(limit, i18n.language)}`,
  );
  return (
    <Table.Tr>
      <Table.Th scope="row">
        {entitlement.name}
        {/* Which package each entitlement came from (issue 12 item 5), or the provider's direct grant. */}
        <Text size="xs" c="gray.7" fw="normal">
          {entitlement.sources
            .map((source) =>
              source.package
                ? t('entitlements.fromPackage', { name: source.package.name })
                : t('entitlements.direct'),
            )
            .join(' · ')}
        </Text>
      </Table.Th>
      <Table.Td>{formatDate(entitlement.startDate, i18n.language)}</Table.Td>
      <Table.Td>{grants.length > 0 ? grants.join(' · ') : t('entitlements.noLimits')}</Table.Td>
    </Table.Tr>
  );
}

/**
 * /console/account/entitlements (SPEC.md 2.2, 8): the company's entitlements and each limit against its
 * use. Restricted entitlements (the provider's own programmes) are not shown to the company.
 */
export function EntitlementsPage() {
  const { t, i18n } = useTranslation('console');
  const { selected } = useCompany();
  const org = selected?.organizationUuid ?? '';
  const summary = useQuery({ ...entitlementsQueryOptions(org, false), enabled: !!org });

  return (
    <Stack gap="md">
      <Title order={1}>{t('entitlements.title')}</Title>
      {summary.isError ? (
        <LoadErrorAlert message={t('entitlements.loadError')} onRetry={() => void summary.refetch()} />
      ) : summary.isPending ? (
        <DelayedSpinner />
      ) : (
        <>
          <Text c="gray.7">
            {t('entitlements.intro', {
              company: selected?.organizationName ?? '',
              reset: formatDate(summary.data.period.end, i18n.language),
            })}
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Caption>{t('entitlements.usageCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('entitlements.measure')}</Table.Th>
                  <Table.Th>{t('entitlements.used')}</Table.Th>
                  <Table.Th>{t('entitlements.limit')}</Table.Th>
                  <Table.Th>{t('entitlements.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.data.usage.map((usage) => (
                  <UsageRow key={usage.measure} usage={usage} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={2} size="h3">
            {t('entitlements.heldTitle')}
          </Title>
          {summary.data.entitlements.length === 0 ? (
            <Text>{t('entitlements.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('entitlements.name')}</Table.Th>
                    <Table.Th>{t('entitlements.startDate')}</Table.Th>
                    <Table.Th>{t('entitlements.grants')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.data.entitlements.map((entitlement) => (
                    <Grants key={entitlement.name} entitlement={entitlement} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
