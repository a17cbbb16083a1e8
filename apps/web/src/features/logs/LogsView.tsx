import { Group, Paper, Stack, Switch } from '@mantine/core';
import type { LogPreset, LogTableLayout } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { readString, writeString } from '../../lib/storage/safeStorage.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { earliestLogDateQueryOptions } from '../analytics/index.ts';
import { logPresetsQueryOptions, logSchemasQueryOptions, logSearchQueryOptions } from './api/logsQueries.ts';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { filterableColumns } from './filters.utils.ts';
import { LogArchiveActions } from './LogArchiveActions.tsx';
import { LogDownloads } from './LogDownloads.tsx';
import { LogsResults } from './LogsResults.tsx';
import { defaultLayout } from './layout.utils.ts';
import { buildSearchRequest, toSearchParams } from './logSearch.utils.ts';
import { PresetBar } from './PresetBar.tsx';
import { presetInputFromView, searchStateFromPreset } from './presets.utils.ts';
import { SearchForm } from './SearchForm.tsx';
import { useLogSearchState } from './useLogSearchState.ts';

type Props = {
  /** Set on an app's logs pages: every search is of this app. */
  appId?: string;
};

/** Log search: presets, range, filters, results, downloads; the search lives in the URL. */
export function LogsView({ appId }: Props) {
  const { t } = useTranslation('console');
  // The deployment's LOG_RANGE_VARIANT: the page checks the same limit the server enforces.
  const { logRangeVariant } = usePublicConfig();
  const { state, setState, searchedAt } = useLogSearchState();
  const request = buildSearchRequest(state, appId, searchedAt);
  const effectiveAppId = request.appId;
  const search = useQuery(logSearchQueryOptions(request));
  const schemas = useQuery(logSchemasQueryOptions());
  const earliest = useQuery(earliestLogDateQueryOptions(effectiveAppId));
  const presets = useQuery(logPresetsQueryOptions());
  const [showDetails, setShowDetails] = useState(() => readString(storageKeys.showDetailedLogs) === 'true');
  const [edited, setEdited] = useState<{ presetId: string | null; layout: LogTableLayout } | null>(null);

  const preset = presets.data?.data.find((candidate) => candidate.id === state.presetId);
  // An edited layout belongs to the preset it was edited on; choosing another preset shows that one's.
  const layout =
    edited && edited.presetId === state.presetId ? edited.layout : (preset?.layout ?? defaultLayout);
  const columns = schemas.data?.columns ?? [];

  function handleShowDetails(checked: boolean) {
    setShowDetails(checked);
    writeString(storageKeys.showDetailedLogs, String(checked));
  }

  function handlePickCustom(picked: LogPreset) {
    setEdited(null);
    setState(searchStateFromPreset(picked, state));
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="md">
          <PresetBar
            state={state}
            buildInput={(name, includeDateRange) =>
              presetInputFromView(name, includeDateRange, state, layout)
            }
            onPickBuiltIn={(name) => setState({ ...state, preset: name, presetId: null })}
            onPickCustom={handlePickCustom}
          />
          <SearchForm
            key={toSearchParams(state).toString()}
            range={state.range}
            filters={state.filters}
            columns={filterableColumns(columns)}
            appId={effectiveAppId}
            earliestDate={earliest.data?.earliestDate}
            rangeVariant={logRangeVariant}
            onSearch={({ range, filters }) => setState({ ...state, range, filters })}
          />
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="lg" wrap="wrap">
          <Switch
            label={t('logs.showDetailed')}
            checked={showDetails}
            onChange={(event) => handleShowDetails(event.currentTarget.checked)}
          />
          {state.preset === 'All' && (
            <Switch
              label={t('logs.portalRequests')}
              description={t('logs.portalRequestsHint')}
              checked={state.portalRequests}
              onChange={(event) => setState({ ...state, portalRequests: event.currentTarget.checked })}
            />
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <ColumnsMenu
            columns={columns}
            layout={layout}
            onChange={(next) => setEdited({ presetId: state.presetId, layout: next })}
          />
          <CopyLinkButton />
          <LogDownloads request={request} />
          <LogArchiveActions request={request} />
        </Group>
      </Group>
      <LogsResults
        data={search.data}
        isPending={search.isPending}
        error={search.error}
        onRetry={() => void search.refetch()}
        layout={layout}
        showDetails={showDetails}
      />
    </Stack>
  );
}
