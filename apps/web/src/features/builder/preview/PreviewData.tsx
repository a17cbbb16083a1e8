import { Alert, Text } from '@mantine/core';
import type { ModelComponent, PageComponent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { RecordsTable, RecordView } from './PreviewRecords.tsx';
import { sandboxSourceFor } from './sandboxSource.ts';
import { SandboxReadError, useSandboxRecords } from './useSandboxRecords.ts';

type Props = {
  page: PageComponent;
  model: ModelComponent | null;
  tenant: string | null;
  accessToken: string | null;
};

/**
 * A list, detail or dashboard page with the sandbox tenant's records of its model: the layout is drawn in
 * every case, and a note says where the records come from or why there are none (never invented rows).
 */
export function PreviewData({ page, model, tenant, accessToken }: Props) {
  const { t } = useTranslation('builder');
  const source = model ? sandboxSourceFor(model.name) : null;
  const records = useSandboxRecords(tenant, accessToken, source, page.layout === 'list' ? 10 : 1);
  const rows = source && accessToken ? (records.data ?? []) : [];
  const params = { resource: source?.resource ?? '', tenant: tenant ?? '', model: model?.name ?? '' };

  let note: React.ReactNode;
  if (!model) note = page.model ? null : <Text size="sm">{t('preview.data.noModel')}</Text>;
  else if (!source) note = <Alert color="gray" title={t('preview.data.noSource', params)} />;
  else if (!accessToken) note = <Text size="sm">{t('preview.data.connect')}</Text>;
  else
    note = (
      <QueryState
        query={records}
        errorMessage={t('preview.data.failed')}
        errorDetail={(error) =>
          error instanceof SandboxReadError ? t('preview.data.status', { status: error.status }) : undefined
        }
        empty={{
          when: () => rows.length === 0,
          show: <EmptyText compact>{t('preview.data.empty', params)}</EmptyText>,
        }}
      >
        {() => (
          <Text size="xs" c="gray.7">
            {t(page.layout === 'list' ? 'preview.data.source' : 'preview.data.firstRecord', params)}
          </Text>
        )}
      </QueryState>
    );
  return (
    <>
      {note}
      {page.layout === 'list' ? (
        <RecordsTable page={page} records={rows} />
      ) : (
        <RecordView page={page} record={rows[0] ?? null} />
      )}
    </>
  );
}
