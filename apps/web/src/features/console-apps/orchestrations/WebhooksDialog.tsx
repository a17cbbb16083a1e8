import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  type App,
  type DeployedOrchestration,
  type OrchestrationWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@portal/contracts';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { HttpError } from '../../../lib/http/HttpError.ts';
import { bothQueries } from '../../../lib/loading/bothQueries.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { PortalModal } from '../../../lib/modals/PortalModal.tsx';
import { deployedOrchestrationsQueryOptions } from './api/orchestrationsQueries.ts';
import { useMakeWebhookMutation, useRemoveWebhookMutation, webhooksQueryOptions } from './api/webhooksApi.ts';

/** A value to copy: monospace, with a copy button named after what it copies. */
function Copyable({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('console');
  return (
    <Group gap="xs" wrap="nowrap">
      <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('appView.orchestrations.webhooks.copied') : label} withArrow>
            <ActionIcon variant="subtle" onClick={copy} aria-label={label}>
              <IconCopy size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

type Pending = { kind: 'rotate' | 'remove'; hook: OrchestrationWebhook } | null;

/**
 * The webhooks of the app's webhook-triggered orchestrations, one per deployment: its URL, a secret made
 * or rotated (shown once, then never again) and its removal, each change confirmed when it breaks senders.
 */
export function WebhooksDialog({ app, onClose }: { app: App; onClose: () => void }) {
  const { t, i18n } = useTranslation('console');
  const deployed = useQuery(deployedOrchestrationsQueryOptions(app.id));
  const webhooks = useQuery(webhooksQueryOptions(app.id));
  const make = useMakeWebhookMutation(app.id);
  const remove = useRemoveWebhookMutation(app.id);
  const [secret, setSecret] = useState<{ key: string; value: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hooked = (deployed.data?.data ?? []).filter((d) => d.trigger === 'webhook');
  const hookOf = (d: DeployedOrchestration) =>
    webhooks.data?.data.find((h) => h.tenant === d.tenant && h.orchestration === d.orchestration);
  const keyOf = (d: { tenant: string; orchestration: string }) => `${d.tenant}/${d.orchestration}`;
  const failed = (error: unknown) =>
    setProblem(error instanceof HttpError ? error.message : t('appView.orchestrations.webhooks.failed'));

  const makeSecret = (d: { tenant: string; orchestration: string }) => {
    setProblem(null);
    make.mutate(
      { tenant: d.tenant, orchestration: d.orchestration },
      {
        onSuccess: (hook) => setSecret({ key: keyOf(d), value: hook.secret ?? '' }),
        onError: failed,
      },
    );
  };

  return (
    <PortalModal opened onClose={onClose} title={t('appView.orchestrations.webhooks.title')} size="large">
      <Stack gap="md">
        <Text size="sm">
          {t('appView.orchestrations.webhooks.intro', {
            timestamp: WEBHOOK_TIMESTAMP_HEADER,
            signature: WEBHOOK_SIGNATURE_HEADER,
          })}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <QueryState
          query={bothQueries(deployed, webhooks)}
          errorMessage={t('appView.orchestrations.webhooks.loadFailed')}
          empty={{
            when: () => hooked.length === 0,
            show: <EmptyText>{t('appView.orchestrations.webhooks.none')}</EmptyText>,
          }}
        >
          {() =>
            hooked.map((d) => {
              const hook = hookOf(d);
              const name = t('appView.orchestrations.webhooks.target', {
                name: d.orchestration,
                tenant: d.tenant,
              });
              return (
                <Paper key={keyOf(d)} withBorder p="sm" component="section" aria-label={name}>
                  <Stack gap="xs">
                    <Text fw={600}>{name}</Text>
                    {hook ? (
                      <>
                        <Copyable value={hook.url} label={t('appView.orchestrations.webhooks.copyUrl')} />
                        <Text size="xs" c="gray.7">
                          {t('appView.orchestrations.webhooks.made', {
                            when: formatDateTime(hook.createdAt, i18n.language),
                          })}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm">{t('appView.orchestrations.webhooks.noneYet')}</Text>
                    )}
                    {secret?.key === keyOf(d) && (
                      <Alert color="yellow" title={t('appView.orchestrations.webhooks.secretTitle')}>
                        <Stack gap={4}>
                          <Text size="sm">{t('appView.orchestrations.webhooks.secretOnce')}</Text>
                          <Copyable
                            value={secret.value}
                            label={t('appView.orchestrations.webhooks.copySecret')}
                          />
                        </Stack>
                      </Alert>
                    )}
                    <Group gap="xs">
                      {hook ? (
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setPending({ kind: 'rotate', hook })}
                          >
                            {t('appView.orchestrations.webhooks.rotate')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            color="red"
                            onClick={() => setPending({ kind: 'remove', hook })}
                          >
                            {t('appView.orchestrations.webhooks.remove')}
                          </Button>
                        </>
                      ) : (
                        <Button size="xs" onClick={() => makeSecret(d)} loading={make.isPending}>
                          {t('appView.orchestrations.webhooks.make')}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Paper>
              );
            })
          }
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={t(`appView.orchestrations.webhooks.${pending?.kind ?? 'rotate'}Title`)}
        confirmLabel={t(`appView.orchestrations.webhooks.${pending?.kind ?? 'rotate'}`)}
        destructive={pending?.kind === 'remove'}
        busy={make.isPending || remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const { kind, hook } = pending;
          setPending(null);
          if (kind === 'rotate') return makeSecret(hook);
          setSecret(null);
          remove.mutate(hook.id, { onError: failed });
        }}
      >
        {t(`appView.orchestrations.webhooks.${pending?.kind ?? 'rotate'}Text`)}
      </ConfirmDialog>
    </PortalModal>
  );
}
