import { Anchor, Badge, Box, Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ProductUpdate } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format/dates.ts';
import { useAccessContext } from '../../lib/identity/useAccessContext.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { ExternalLink } from '../../lib/modals/ExternalLink.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { productUpdatesQueryOptions } from './api/productUpdatesApi.ts';
import { useMarkProductUpdatesReadMutation } from './api/productUpdatesMutations.ts';

const categoryColors = { feature: 'blue', improvement: 'teal', fix: 'orange', retirement: 'gray' } as const;

export type ProductUpdateAction =
  | { kind: 'compose'; update: ProductUpdate | null }
  | { kind: 'withdraw'; update: ProductUpdate };

type Props = {
  userId: string;
  /** A link in the list was followed: the list closes. */
  onNavigate: () => void;
  /** Staff chose to write, correct or withdraw an entry (the dialogs live outside the list). */
  onAction: (action: ProductUpdateAction) => void;
};

/** The feed, newest first, unread entries marked; "Mark all as read"; staff publish and withdraw. */
export function ProductUpdatesPanel({ userId, onNavigate, onAction }: Props) {
  const { t, i18n } = useTranslation('core');
  const canPublish = useAccessContext().globalPermissions.includes('admin.docs');
  const feed = useQuery(productUpdatesQueryOptions(userId));
  const markAllRead = useMarkProductUpdatesReadMutation(userId, {
    onError: () => toast.error(t('productUpdates.markError')),
  });

  return (
    <Stack gap={0}>
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text fw={700}>{t('productUpdates.title')}</Text>
        <Group gap="xs">
          {canPublish && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onAction({ kind: 'compose', update: null })}
            >
              {t('productUpdates.publish')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!feed.data || feed.data.unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t('productUpdates.markAllRead')}
          </Button>
        </Group>
      </Group>
      {/* The loading and error states keep the panel's margin; the list runs to its edges. */}
      <Box p={feed.data ? 0 : 'md'}>
        <QueryState
          query={feed}
          errorMessage={t('productUpdates.loadError')}
          empty={{
            when: (updates) => updates.data.length === 0,
            show: <EmptyText compact>{t('productUpdates.empty')}</EmptyText>,
          }}
        >
          {(updates) => (
            <ScrollArea.Autosize mah="min(60vh, 480px)">
              <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {updates.data.map((update) => (
                  <Box
                    key={update.id}
                    component="li"
                    px="md"
                    py="sm"
                    style={{
                      borderBottom: '1px solid var(--mantine-color-gray-2)',
                      background: update.unread ? 'var(--mantine-color-blue-0)' : undefined,
                    }}
                  >
                    <Group gap="xs" mb={4}>
                      <Badge size="sm" variant="light" color={categoryColors[update.category]}>
                        {t(`productUpdates.categories.${update.category}`)}
                      </Badge>
                      <Text size="xs" c="gray.7">
                        {formatDate(update.publishedAt, i18n.language)}
                      </Text>
                      {update.unread && (
                        <Text size="xs" fw={700} c="blue.8">
                          {t('productUpdates.new')}
                        </Text>
                      )}
                    </Group>
                    <Text fw={600} size="sm">
                      {update.title}
                    </Text>
                    <Text size="sm">{update.body}</Text>
                    <Group gap="md" mt={4}>
                      {update.link &&
                        (update.link.startsWith('/') ? (
                          <Anchor component={Link} to={update.link} size="sm" onClick={onNavigate}>
                            {t('productUpdates.learnMore')}
                          </Anchor>
                        ) : (
                          <ExternalLink href={update.link} size="sm">
                            {t('productUpdates.learnMore')}
                          </ExternalLink>
                        ))}
                      {canPublish && (
                        <>
                          <UnstyledButton
                            fz="sm"
                            c="gray.7"
                            onClick={() => onAction({ kind: 'compose', update })}
                          >
                            {t('productUpdates.edit')}
                          </UnstyledButton>
                          <UnstyledButton
                            fz="sm"
                            c="red.8"
                            onClick={() => onAction({ kind: 'withdraw', update })}
                          >
                            {t('productUpdates.withdraw')}
                          </UnstyledButton>
                        </>
                      )}
                    </Group>
                  </Box>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </QueryState>
      </Box>
    </Stack>
  );
}
