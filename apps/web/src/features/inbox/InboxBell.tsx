import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { UserNotification } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format/dates.ts';
import { IconInbox } from '../../lib/icons/icons.ts';
import { HeaderPopover } from '../../lib/shell/HeaderPopover.tsx';
import { inboxQueryOptions, useMarkReadMutation } from './api/inboxApi.ts';

/** The inbox icon with the unread count, opening the newest notifications, each linking to its page. */
export function InboxBell({ userId, organizationId }: { userId: string; organizationId: string }) {
  const { t } = useTranslation('core');
  const [opened, setOpened] = useState(false);
  const inbox = useQuery(inboxQueryOptions(userId, organizationId));
  const markRead = useMarkReadMutation(userId, organizationId);
  const unread = inbox.data?.unread ?? 0;
  const label = unread > 0 ? t('inbox.openUnread', { count: unread }) : t('inbox.open');
  return (
    <HeaderPopover
      icon={<IconInbox size={18} aria-hidden />}
      title={t('inbox.title')}
      label={label}
      unread={unread}
      opened={opened}
      onOpenedChange={setOpened}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('inbox.title')}</Text>
          {unread > 0 && (
            <Button
              size="compact-sm"
              variant="subtle"
              loading={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('inbox.markAllRead')}
            </Button>
          )}
        </Group>
        {inbox.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('inbox.loadError')}
          </Text>
        ) : inbox.data && inbox.data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('inbox.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(inbox.data?.data ?? []).map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                onOpen={() => {
                  if (!entry.readAt) markRead.mutate([entry.id]);
                  setOpened(false);
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </HeaderPopover>
  );
}

function Entry({ entry, onOpen }: { entry: UserNotification; onOpen: () => void }) {
  const { t, i18n } = useTranslation('core');
  const text =
    entry.kind === 'approval_requested'
      ? t('inbox.approvalRequested', {
          app: entry.data.app,
          orchestration: entry.data.orchestration,
          step: entry.data.step,
          role: t(`roles.${entry.data.role}`, { defaultValue: entry.data.role }),
        })
      : entry.kind === 'log_alert'
        ? t(
            `inbox.logAlert.${entry.data.state === 'ok' ? 'ok' : entry.data.state === 'no_data' ? 'noData' : 'firing'}`,
            {
              rule: entry.data.rule,
              preset: entry.data.preset,
              count: Number(entry.data.count),
            },
          )
        : entry.kind === 'promotion_requested'
          ? t('inbox.promotionRequested', entry.data)
          : entry.kind === 'promotion_ended'
            ? t(`inbox.promotionEnded.${entry.data.state ?? 'FAILED'}`, entry.data)
            : t('inbox.message', { app: entry.data.app, orchestration: entry.data.orchestration });
  return (
    <li>
      <Stack gap={2}>
        <Text size="sm" fw={entry.readAt ? 400 : 600}>
          {entry.link ? (
            <Anchor component={Link} to={entry.link} onClick={onOpen}>
              {text}
            </Anchor>
          ) : (
            text
          )}
        </Text>
        {entry.kind === 'orchestration_message' && <Text size="sm">{entry.data.message}</Text>}
        <Text size="xs" c="dimmed">
          {formatDateTime(entry.createdAt, i18n.language)}
          {entry.readAt ? '' : ` · ${t('inbox.unread')}`}
        </Text>
      </Stack>
    </li>
  );
}
