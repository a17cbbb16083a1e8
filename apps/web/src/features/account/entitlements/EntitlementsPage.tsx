import { Badge, Box, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { CompanyEntitlement, EntitlementMeasure, EntitlementUsage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { formatCount } from '../../../lib/format/numbers.ts';
import { useNumberFormat } from '../../../lib/format/useNumberFormat.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { entitlementsQueryOptions } from './api/entitlementsApi.ts';
import { usageLevel } from './usageLevel.ts';

/** A limit against its use: the measure, what is used, the limit (and who set it) and the share. */
function usageCells(
  usage: EntitlementUsage,
  t: TFunction<'console'>,
  numbers: ReturnType<typeof useNumberFormat>,
): ReactNode[] {
  const measure = t(`entitlements.measures.${usage.measure}`);
  const level = usageLevel(usage);
  const limit = usage.limit === null ? t('entitlements.unlimited') : numbers.amount(usage.limit);
  return [
    measure,
    numbers.amount(usage.used),
    <Group key="limit" gap="xs" wrap="nowrap">
      <Text size="sm">{limit}</Text>
      {usage.source === 'override' && (
        <Badge variant="light" color="grape" size="sm">
          {t('entitlements.setByProvider')}
        </Badge>
      )}
    </Group>,
    <Box key="share" miw={140}>
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
    </Box>,
  ];
}

/** An entitlement held: its name and where it came from, its start and what it grants. */
function grantCells(entitlement: CompanyEntitlement, t: TFunction<'console'>, language: string): ReactNode[] {
  const grants = (Object.entries(entitlement.limits) as [EntitlementMeasure, number][]).map(
    ([measure, limit]) => `${t(`entitlements.measures.${measure}`)}: ${formatCount(limit, language)}`,
  );
  return [
    <Fragment key="name">
      {entitlement.name}
      {/* Which package each entitlement came from, or the provider's direct grant. */}
      <Text size="xs" c="gray.7" fw="normal">
        {entitlement.sources
          .map((source) =>
            source.package
              ? t('entitlements.fromPackage', { name: source.package.name })
              : t('entitlements.direct'),
          )
          .join(' · ')}
      </Text>
    </Fragment>,
    formatDate(entitlement.startDate, language),
    grants.length > 0 ? grants.join(' · ') : t('entitlements.noLimits'),
  ];
}

/**
 * /console/account/entitlements (docs/product/entitlements.md ENTITLEMENTS-2, ENTITLEMENTS-4): the company's entitlements and each limit against its
 * use. Restricted entitlements (the provider's own programmes) are not shown to the company.
 */
export function EntitlementsPage() {
  const { t, i18n } = useTranslation('console');
  const { selected } = useCompany();
  const org = selected?.organizationUuid ?? '';
  const summary = useQuery({ ...entitlementsQueryOptions(org, false), enabled: !!org });
  const numbers = useNumberFormat();

  return (
    <Stack gap="md">
      <Title order={1}>{t('entitlements.title')}</Title>
      <QueryState query={summary} errorMessage={t('entitlements.loadError')}>
        {(data) => (
          <>
            <Text c="gray.7">
              {t('entitlements.intro', {
                company: selected?.organizationName ?? '',
                reset: formatDate(data.period.end, i18n.language),
              })}
            </Text>
            {/* Not stacked: the limits are compared down the measures. */}
            <DataTable
              stacked={false}
              minWidth={520}
              caption={t('entitlements.usageCaption')}
              rowHeader={0}
              columns={[
                t('entitlements.measure'),
                t('entitlements.used'),
                t('entitlements.limit'),
                t('entitlements.share'),
              ]}
              rows={data.usage.map((usage) => ({
                key: usage.measure,
                cells: usageCells(usage, t, numbers),
              }))}
            />
            <Title order={2} size="h3">
              {t('entitlements.heldTitle')}
            </Title>
            {data.entitlements.length === 0 ? (
              <Text>{t('entitlements.none')}</Text>
            ) : (
              <DataTable
                minWidth={520}
                rowHeader={0}
                columns={[t('entitlements.name'), t('entitlements.startDate'), t('entitlements.grants')]}
                rows={data.entitlements.map((entitlement) => ({
                  key: entitlement.name,
                  cells: grantCells(entitlement, t, i18n.language),
                }))}
              />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
