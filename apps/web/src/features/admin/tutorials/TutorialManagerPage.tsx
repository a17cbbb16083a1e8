import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { TutorialSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/http/errorText.ts';
import { IconPlus } from '../../../lib/icons/icons.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { tutorialListQueryOptions } from '../../tutorials/index.ts';
import {
  useOrderTutorialsMutation,
  usePublishTutorialMutation,
  useRemoveTutorialMutation,
} from './api/tutorialMutations.ts';

const TutorialEditor = lazy(() =>
  import('./TutorialEditor.tsx').then((module) => ({ default: module.TutorialEditor })),
);

/** /admin/tutorial-manager: staff create, edit, order, preview, publish and withdraw the tutorials. */
export function TutorialManagerPage() {
  const { t } = useTranslation('admin');
  const query = useQuery(tutorialListQueryOptions(null, true));
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TutorialSummary | null>(null);
  const failed = (error: unknown) => toast.error(errorText(error, t('tutorialManager.changeError'), [409]));

  const order = useOrderTutorialsMutation({ onError: failed });
  const publish = usePublishTutorialMutation({
    onSuccess: (saved) => {
      toast.info(
        t(saved.published ? 'tutorialManager.published' : 'tutorialManager.withdrawn', {
          title: saved.title,
        }),
      );
    },
    onError: failed,
  });
  const remove = useRemoveTutorialMutation({
    onSuccess: () => setDeleting(null),
    onError: (error) => {
      setDeleting(null);
      failed(error);
    },
  });

  const rows = query.data?.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const slugs = rows.map((row) => row.slug);
    const [slug] = slugs.splice(index, 1);
    slugs.splice(index + by, 0, slug!);
    order.mutate(slugs);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('routes.tutorialManager')}</Title>
          <Text>{t('tutorialManager.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('tutorialManager.new')}
        </Button>
      </Group>
      <QueryState
        query={query}
        errorMessage={t('tutorialManager.loadError')}
        empty={{ when: () => rows.length === 0, show: <EmptyText>{t('tutorialManager.empty')}</EmptyText> }}
      >
        {() => (
          <DataTable
            minWidth={760}
            rowHeader={1}
            columns={[
              t('tutorialManager.columns.order'),
              t('tutorialManager.columns.tutorial'),
              t('tutorialManager.columns.steps'),
              t('tutorialManager.columns.status'),
              t('tutorialManager.columns.actions'),
            ]}
            rows={rows.map((row, index) => ({
              key: row.slug,
              cells: [
                <Group key="order" gap={2} wrap="nowrap">
                  <Tooltip label={t('tutorialManager.moveUp')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={index === 0 || order.isPending}
                      onClick={() => move(index, -1)}
                      aria-label={t('tutorialManager.moveTutorialUp', { title: row.title })}
                    >
                      ↑
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('tutorialManager.moveDown')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={index === rows.length - 1 || order.isPending}
                      onClick={() => move(index, 1)}
                      aria-label={t('tutorialManager.moveTutorialDown', { title: row.title })}
                    >
                      ↓
                    </ActionIcon>
                  </Tooltip>
                </Group>,
                <Fragment key="tutorial">
                  <Anchor component={Link} to={`/learn?tutorial=${row.slug}`} fw={600}>
                    {row.title}
                  </Anchor>
                  <Text size="xs" c="gray.7" fw={400}>
                    {row.slug} · {t(`tutorialManager.levels.${row.level}`)}
                    {row.intro ? ` · ${t('tutorialManager.inIntro')}` : ''}
                  </Text>
                </Fragment>,
                row.stepCount,
                <Badge key="status" variant="light" color={row.published ? 'green' : 'gray'}>
                  {row.published
                    ? t('tutorialManager.statusPublished')
                    : t('tutorialManager.statusWithdrawn')}
                </Badge>,
                <Group key="actions" gap="xs" wrap="nowrap">
                  <Button size="compact-sm" variant="default" onClick={() => setEditing(row.slug)}>
                    {t('tutorialManager.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={publish.isPending && publish.variables?.slug === row.slug}
                    onClick={() => publish.mutate({ slug: row.slug, published: !row.published })}
                  >
                    {row.published ? t('tutorialManager.withdraw') : t('tutorialManager.publish')}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(row)}>
                    {t('tutorialManager.delete')}
                  </Button>
                </Group>,
              ],
            }))}
          />
        )}
      </QueryState>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <TutorialEditor slug={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tutorialManager.deleteTitle')}
        confirmLabel={t('tutorialManager.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.slug)}
        onCancel={() => setDeleting(null)}
      >
        {t('tutorialManager.deleteText', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
