import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type App,
  type AppDraft,
  type CollectionComponent,
  type CollectionRequest,
  withRunValuesAsDefaults,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantBar, useExplorerTenant } from '../../../explorers/index.ts';
import { DraftSaveAlerts } from '../../draft/DraftSaveAlerts.tsx';
import { useDraftEditor } from '../../draft/useDraftEditor.ts';
import { manifestComponents } from '../../editor/manifestComponents.ts';
import { DraftIndicator } from '../../workspace/DraftIndicator.tsx';
import { collectionText, freshRequestId, moved, parseCollection, studioPaths } from '../collectionFiles.ts';
import type { NewRequest } from '../newRequests.ts';
import { AddRequestDialog } from './AddRequestDialog.tsx';
import { CollectionNameField } from './CollectionNameField.tsx';
import { RequestEditor } from './RequestEditor.tsx';
import { RequestList } from './RequestList.tsx';
import { RunResult } from './RunResult.tsx';
import { RunValuesPanel } from './RunValuesPanel.tsx';
import { useCollectionRun } from './useCollectionRun.ts';
import { VariablesEditor } from './VariablesEditor.tsx';

type Props = { app: App; draft: AppDraft; componentId: string };

/**
 * A collection of the app's draft: the same draft, debounced saves and conflicts as the code builder and
 * the orchestration canvas (features/builder), so the editors never disagree. Runs go to the tenant's sandbox.
 */
export function DraftCollection({ app, draft, componentId }: Props) {
  const { t } = useTranslation('builder');
  const editor = useDraftEditor(app.id, draft);
  const explorer = useExplorerTenant();
  const { state } = editor;
  const component = manifestComponents(state.files).find(
    (c) => c.kind === 'collection' && c.id === componentId,
  );
  const collection = component ? parseCollection(state.files[component.path] ?? '') : null;
  const [selected, setSelected] = useState<string | null>(collection?.requests[0]?.id ?? null);
  const [isAdding, setAdding] = useState(false);
  // This session's variable values (docs/product/builder.md BUILDER-13): the page's, not the source's.
  const [runValues, setRunValues] = useState<Record<string, string>>({});
  const run = useCollectionRun(collection, explorer.tenant?.name ?? null, explorer.accessToken, runValues);

  if (!component || !collection)
    return (
      <Alert
        color="gray"
        title={t(component ? 'studio.builder.unreadableTitle' : 'studio.builder.notFoundTitle')}
      >
        <Stack gap={4}>
          <Text size="sm">
            {t(component ? 'studio.builder.unreadable' : 'studio.builder.notFound', { name: componentId })}
          </Text>
          <Anchor
            component={Link}
            to={`/build/${encodeURIComponent(app.referenceId)}/${componentId}`}
            size="sm"
          >
            {t('studio.builder.openCode')}
          </Anchor>
          <Anchor component={Link} to={studioPaths.app(app.referenceId)} size="sm">
            {t('studio.builder.backToList')}
          </Anchor>
        </Stack>
      </Alert>
    );

  const save = (next: CollectionComponent) => editor.edit(component.path, collectionText(next));
  const setRequests = (requests: CollectionRequest[]) => save({ ...collection, requests });
  const current = collection.requests.find((r) => r.id === selected) ?? null;
  const outcome = current ? run.outcomes[current.id] : undefined;
  const canRun = Boolean(explorer.accessToken) && run.problems.length === 0;
  const add = ({ request, variables }: NewRequest) => {
    const id = freshRequestId(collection, request.name);
    const known = new Set((collection.variables ?? []).map((v) => v.name));
    const added = variables.filter((name) => !known.has(name)).map((name) => ({ name, default: '' }));
    save({
      ...collection,
      variables: [...(collection.variables ?? []), ...added],
      requests: [...collection.requests, { id, ...request }],
    });
    setSelected(id);
    setAdding(false);
  };

  return (
    <Stack gap="sm">
      <DraftSaveAlerts editor={editor} />
      <CollectionNameField name={collection.name} onRename={(name) => save({ ...collection, name })} />
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <TenantBar explorer={explorer} />
          <Group gap="sm">
            <Button
              onClick={() => void run.runAll()}
              loading={run.isRunning}
              disabled={!canRun || collection.requests.length === 0}
            >
              {t('studio.run.all')}
            </Button>
            <DraftIndicator status={state.status} onRetry={editor.retry} />
          </Group>
        </Stack>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('studio.requests')}
              </Title>
              <Button size="xs" onClick={() => setAdding(true)}>
                {t('studio.add.open')}
              </Button>
            </Group>
            {collection.requests.length === 0 ? (
              <Text size="sm" role="status">
                {t('studio.builder.empty')}
              </Text>
            ) : (
              <RequestList
                requests={collection.requests}
                selected={current?.id ?? null}
                outcomes={run.outcomes}
                onSelect={setSelected}
                onMove={(from, to) => setRequests(moved(collection.requests, from, to))}
                onDelete={(id) => setRequests(collection.requests.filter((r) => r.id !== id))}
              />
            )}
            <VariablesEditor
              variables={collection.variables ?? []}
              onChange={(variables) => save({ ...collection, variables })}
            />
            {((collection.variables ?? []).length > 0 || run.problems.length > 0) && (
              <RunValuesPanel
                variables={collection.variables ?? []}
                values={runValues}
                problems={run.problems}
                onChange={setRunValues}
                onSaveAsDefaults={() => {
                  save(withRunValuesAsDefaults(collection, runValues));
                  setRunValues({});
                }}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {current ? (
            <Paper withBorder p="sm">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {current.name}
                  </Title>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void run.runOne(current)}
                    loading={run.running === current.id}
                    disabled={!canRun || run.isRunning}
                  >
                    {t('studio.run.one')}
                  </Button>
                </Group>
                {outcome && <RunResult outcome={outcome} />}
                <RequestEditor
                  key={current.id}
                  request={current}
                  onChange={(next) =>
                    setRequests(collection.requests.map((r) => (r.id === current.id ? next : r)))
                  }
                />
              </Stack>
            </Paper>
          ) : (
            <Text size="sm" c="gray.7">
              {t('studio.builder.pick')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
      <AddRequestDialog
        tenant={explorer.tenant?.name ?? null}
        opened={isAdding}
        onClose={() => setAdding(false)}
        onAdd={add}
      />
    </Stack>
  );
}
