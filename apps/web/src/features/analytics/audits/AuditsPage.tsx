import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { Pager } from '../../../lib/lists/Pager.tsx';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DateRangeFields } from '../dateRange/DateRangeFields.tsx';
import { RangeGate } from '../RangeGate.tsx';
import { useAnalyticsLoadError } from '../useAnalyticsLoadError.ts';
import { useAnalyticsRange } from '../useAnalyticsRange.ts';
import { AuditExportButton } from './AuditExportButton.tsx';
import { AuditFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import { auditPageQueryOptions } from './auditsApi.ts';

const PAGE_SIZE = 50;

/** /console/account/audits: who did what in the company (its audit lines), for company admins. */
export function AuditsPage() {
  const { t } = useTranslation('console');
  const loadError = useAnalyticsLoadError();
  const range = useAnalyticsRange();
  const [params, setParams] = useSearchParams();
  const user = params.get('user') ?? '';
  const action = params.get('action') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filter = { ...range.query, ...(user ? { user } : {}), ...(action ? { action } : {}) };
  const audits = useQuery(
    auditPageQueryOptions({ ...filter, start: (page - 1) * PAGE_SIZE, length: PAGE_SIZE }, range.isValid),
  );

  function update(changes: Record<string, string>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('audits.title')}</Title>
        <Text c="gray.7" size="sm">
          {t('audits.subtitle')}
        </Text>
      </div>
      <Paper withBorder p="md">
        <Stack gap="md">
          <DateRangeFields
            value={range.range}
            onChange={range.setRange}
            issues={range.issues}
            earliestDate={undefined}
          />
          <AuditFilters
            key={user}
            user={user}
            action={action}
            actions={audits.data?.actions ?? []}
            onChange={(next) => update({ ...next, page: '' })}
          />
        </Stack>
      </Paper>
      <RangeGate hasIssues={!range.isValid}>
        <QueryState {...loadError} query={audits}>
          {(data) =>
            data.total === 0 ? (
              <EmptyText>{t('audits.empty')}</EmptyText>
            ) : (
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <ListCount>{t('audits.count', { count: data.total })}</ListCount>
                  <AuditExportButton filter={filter} />
                </Group>
                <AuditTable rows={data.data} />
                <Pager
                  total={data.total}
                  pageSize={PAGE_SIZE}
                  page={page}
                  onChange={(next) => update({ page: String(next) })}
                  label={t('audits.pages')}
                />
              </Stack>
            )
          }
        </QueryState>
      </RangeGate>
    </Stack>
  );
}
