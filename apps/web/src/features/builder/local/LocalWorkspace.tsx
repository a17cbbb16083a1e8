import { Alert, Badge, Button, Drawer, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { type App, MANIFEST_FILE } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { useScreenMatches } from '../../../lib/shell/useScreenMatches.ts';
import { useUploadLocalSourceMutation } from '../api/localSourceMutations.ts';
import { CodeEditor, type EditorCommands } from '../editor/CodeEditor.tsx';
import { fileForSegment, manifestComponents, segmentForFile } from '../editor/manifestComponents.ts';
import { applySchemas } from '../editor/monacoSetup.ts';
import { useDraftModels } from '../editor/useDraftModels.ts';
import { formatBytes } from '../workspace/assetPaths.ts';
import { EditorTabs } from '../workspace/EditorTabs.tsx';
import { FileTree } from '../workspace/FileTree.tsx';
import { PagePreviewSplit } from '../workspace/PagePreviewSplit.tsx';
import { SessionExpiryNotice } from '../workspace/SessionExpiryNotice.tsx';
import type { LocalSource } from './localSource.ts';
import { localSources } from './localSourceStore.ts';

const keptInTab = async () => true;

type Props = { app: App; source: LocalSource; revision: number; segment: string | undefined };

/**
 * The builder's tree, tabs and editor on a source held in this tab. Nothing is sent until Upload, which
 * replaces the app's draft with it through the draft's zip upload (the server's checks, on `revision`).
 */
export function LocalWorkspace({ app, source, revision, segment }: Props) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const isNarrow = useScreenMatches('(max-width: 61.99em)');
  const [isTreeOpen, setTreeOpen] = useState(false);
  const [openPaths, setOpenPaths] = useState<string[]>([]);
  const commands = useRef<EditorCommands | null>(null);
  // Its own Monaco models: the server draft of the same app may be open in another tab of the page.
  const modelId = `local-${app.id}`;
  const components = useMemo(() => manifestComponents(source.files), [source.files]);
  useEffect(() => applySchemas(modelId, components), [modelId, components]);
  const decoded = segment ? decodeURIComponent(segment) : undefined;
  const activePath =
    fileForSegment(segment, components) ??
    (decoded && decoded in source.files ? decoded : segment ? null : MANIFEST_FILE);
  const tabs = activePath && !openPaths.includes(activePath) ? [...openPaths, activePath] : openPaths;
  const listed = new Set([MANIFEST_FILE, ...components.map((c) => c.path)]);
  const otherFiles = Object.keys(source.files)
    .filter((p) => !listed.has(p))
    .sort();
  const binaries = Object.entries(source.binaries).sort(([a], [b]) => a.localeCompare(b));

  const open = (path: string) => {
    setOpenPaths((paths) => (paths.includes(path) ? paths : [...paths, path]));
    const component = segmentForFile(path, components);
    const target = component === 'manifest' && path !== MANIFEST_FILE ? encodeURIComponent(path) : component;
    navigate(`/build/local/${encodeURIComponent(app.referenceId)}/${target}`);
    setTreeOpen(false);
  };
  // The editor types into these models and the store follows them (docs/product/builder.md BUILDER-5). The
  // store's latest copy, not this render's: keys typed before the next render are in it.
  const models = useDraftModels(modelId, {
    read: (path) => localSources.get(app.id)?.files[path],
    write: (path, text) => {
      const current = localSources.get(app.id);
      if (current) localSources.set(app.id, { ...current, files: { ...current.files, [path]: text } });
    },
    subscribe: (listener) =>
      localSources.subscribe(() => {
        const current = localSources.get(app.id);
        if (current) listener(current.files);
      }),
  });

  const upload = useUploadLocalSourceMutation(app.id, {
    onSuccess: () => {
      localSources.set(app.id, null);
      navigate(`/build/${encodeURIComponent(app.referenceId)}`);
    },
  });

  const tree = (
    <FileTree
      components={components}
      otherFiles={otherFiles}
      binaryFiles={binaries.map(([path]) => path)}
      assets={
        binaries.length > 0 && (
          <NavLink label={t('assets.title', { count: binaries.length })} defaultOpened childrenOffset="sm">
            {binaries.map(([path, bytes]) => (
              // Kept as they are until the upload: listed, not opened.
              <Text key={path} size="sm" px="sm" py={4}>
                {path}{' '}
                <Text span size="xs" c="gray.7">
                  {formatBytes(bytes.length)}
                </Text>
              </Text>
            ))}
          </NavLink>
        )
      }
      activePath={activePath}
      onOpen={open}
    />
  );

  return (
    <Stack gap="xs" h="calc(100dvh - 92px)" mih={560}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {isNarrow && (
            <Button size="xs" variant="default" onClick={() => setTreeOpen(true)} style={{ flexShrink: 0 }}>
              {t('tree.open')}
            </Button>
          )}
          <Title order={1} size="h3" lineClamp={1}>
            {app.name}
          </Title>
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            {t('local.badge', { name: source.name })}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => commands.current?.format()}>
            {t('actions.format')}
          </Button>
          <Button size="xs" onClick={() => setConfirmOpen(true)} loading={upload.isPending}>
            {t('local.upload')}
          </Button>
          <Button size="xs" variant="default" color="red" onClick={() => localSources.set(app.id, null)}>
            {t('local.discard')}
          </Button>
        </Group>
      </Group>
      {/* The source is in this tab's memory, with nothing to save first; the session is what the upload needs. */}
      <SessionExpiryNotice flush={keptInTab} />
      {upload.isError && (
        <Alert color="red" role="alert">
          {upload.error.message}
        </Alert>
      )}
      <Group align="stretch" gap="xs" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {!isNarrow && (
          <Paper withBorder w={260} style={{ flexShrink: 0 }}>
            {tree}
          </Paper>
        )}
        <Paper withBorder style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <EditorTabs
            paths={tabs}
            activePath={activePath}
            onSelect={open}
            onClose={(path) => setOpenPaths(tabs.filter((p) => p !== path))}
          />
          <div style={{ flex: 1, minHeight: 0 }}>
            {activePath ? (
              <PagePreviewSplit
                isPage={components.some((c) => c.kind === 'page' && c.path === activePath)}
                isNarrow={isNarrow}
                text={source.files[activePath] ?? ''}
                files={source.files}
              >
                <CodeEditor
                  models={models}
                  path={activePath}
                  onReady={(c) => {
                    commands.current = c;
                  }}
                />
              </PagePreviewSplit>
            ) : (
              <Text size="sm" p="sm">
                {t('editor.notFound', { name: decoded ?? '' })}
              </Text>
            )}
          </div>
        </Paper>
      </Group>
      <Drawer
        opened={isNarrow && isTreeOpen}
        onClose={() => setTreeOpen(false)}
        title={t('tree.label')}
        size="xs"
      >
        {tree}
      </Drawer>
      <ConfirmDialog
        opened={isConfirmOpen}
        title={t('zip.replaceTitle')}
        confirmLabel={t('zip.replace')}
        destructive
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          upload.mutate({ source, revision });
        }}
      >
        {t('local.uploadBody', { name: app.name })}
      </ConfirmDialog>
    </Stack>
  );
}
