import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { collectionsOf } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../lib/modals/ConfirmDialog.tsx';
import { usePageTitle } from '../../../../lib/shell/PageTitleContext.tsx';
import { DataTable } from '../../../../lib/tables/DataTable.tsx';
import { useAppDraft } from '../../draft/useAppDraft.tsx';
import { useCollectionChanges } from '../api/useCollectionChanges.ts';
import { studioPaths } from '../collectionFiles.ts';
import { NewCollectionDialog } from './NewCollectionDialog.tsx';

/** /studiobuilder/app/:app: the app's collections (its draft), with create and a confirmed delete. */
export function AppCollectionsPage() {
  const { t } = useTranslation('builder');
  const { app: ref = '' } = useParams();
  const loadFailed = t('studio.home.loadFailed');
  const { app, draft, gate } = useAppDraft(ref, { failed: { app: loadFailed, draft: loadFailed } });
  const { remove } = useCollectionChanges(app?.id ?? '');
  const [isCreating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  usePageTitle(app ? t('studio.app.title', { app: app.name }) : undefined);
  if (gate) return gate;
  if (!app) return null;
  const collections = collectionsOf(draft?.files ?? {});
  const { referenceId, name } = app;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('studio.app.title', { app: name })}</Title>
        <Group gap="sm">
          <Anchor component={Link} to={studioPaths.home} size="sm">
            {t('studio.app.allApps')}
          </Anchor>
          <Button onClick={() => setCreating(true)}>{t('studio.create.open')}</Button>
        </Group>
      </Group>
      {remove.error && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={remove.reset}
        >
          {remove.error.message}
        </Alert>
      )}
      {collections.length === 0 ? (
        <Text size="sm" role="status">
          {t('studio.app.empty')}
        </Text>
      ) : (
        <DataTable
          minWidth={360}
          columns={[
            t('studio.app.columns.name'),
            t('studio.app.columns.requests'),
            t('studio.app.columns.actions'),
          ]}
          rows={collections.map((c) => ({
            key: c.id,
            cells: [
              <Anchor key="name" component={Link} to={studioPaths.collection(referenceId, c.id)}>
                {c.name ?? c.id}
              </Anchor>,
              c.requestCount ?? t('studio.invalid'),
              <Button
                key="delete"
                size="xs"
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => setDeleting(c.id)}
                aria-label={t('studio.delete.label', { name: c.name ?? c.id })}
              >
                {t('studio.delete.button')}
              </Button>,
            ],
          }))}
        />
      )}
      {isCreating && (
        <NewCollectionDialog
          apps={[{ appId: app.id, referenceId, name, type: app.type, collections }]}
          opened
          onClose={() => setCreating(false)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('studio.delete.title')}
        confirmLabel={t('studio.delete.confirm')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      >
        {t('studio.delete.body', { name: deleting ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
