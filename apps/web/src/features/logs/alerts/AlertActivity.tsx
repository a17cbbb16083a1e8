import { Anchor, Badge, Button, Stack, Tabs } from '@mantine/core';
import { type AlertRule, alertSearchPath, type LogPreset } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { errorText } from '../../../lib/http/errorText.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useReplayAlertDeliveryMutation } from '../api/alertMutations.ts';
import { alertDeliveriesQueryOptions, alertHistoryQueryOptions } from '../api/alertsQueries.ts';
import { AlertStateBadge } from './AlertStateBadge.tsx';

type Props = { rule: AlertRule; preset: LogPreset; canManage: boolean };

/** A rule's state changes (each linked to the search of its lines) and its webhook deliveries. */
export function AlertActivity({ rule, preset, canManage }: Props) {
  const { t, i18n } = useTranslation('console');
  const history = useQuery(alertHistoryQueryOptions(rule.id));
  const deliveries = useQuery({ ...alertDeliveriesQueryOptions(rule.id), enabled: rule.webhookUrl !== null });
  const replay = useReplayAlertDeliveryMutation();

  return (
    <Tabs defaultValue="history">
      <Tabs.List>
        <Tabs.Tab value="history">{t('logAlerts.history.title')}</Tabs.Tab>
        {rule.webhookUrl && <Tabs.Tab value="deliveries">{t('logAlerts.deliveries.title')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="history" pt="sm">
        <QueryState
          query={history}
          errorMessage={t('logAlerts.history.loadFailed')}
          empty={{
            when: (data) => data.total === 0,
            show: <EmptyText>{t('logAlerts.history.empty')}</EmptyText>,
          }}
        >
          {(data) => (
            <DataTable
              caption={t('logAlerts.history.caption', { name: rule.name })}
              columns={[
                t('logAlerts.history.at'),
                t('logAlerts.history.change'),
                t('logAlerts.history.count'),
                '',
              ]}
              rows={data.data.map((entry) => ({
                key: entry.id,
                cells: [
                  formatDateTime(entry.at, i18n.language),
                  <AlertStateBadge key="state" state={entry.toState} />,
                  entry.count,
                  <Anchor
                    key="link"
                    component={Link}
                    to={alertSearchPath(preset, entry.windowStart, entry.windowEnd)}
                  >
                    {t('logAlerts.history.showLines')}
                  </Anchor>,
                ],
              }))}
            />
          )}
        </QueryState>
      </Tabs.Panel>
      {rule.webhookUrl && (
        <Tabs.Panel value="deliveries" pt="sm">
          <QueryState
            query={deliveries}
            errorMessage={t('logAlerts.deliveries.loadFailed')}
            empty={{
              when: (data) => data.total === 0,
              show: <EmptyText>{t('logAlerts.deliveries.empty')}</EmptyText>,
            }}
          >
            {(data) => (
              <Stack gap="xs">
                <DataTable
                  caption={t('logAlerts.deliveries.caption', { name: rule.name })}
                  columns={[
                    t('logAlerts.deliveries.created'),
                    t('logAlerts.deliveries.status'),
                    t('logAlerts.deliveries.response'),
                    '',
                  ]}
                  rows={data.data.map((delivery) => ({
                    key: delivery.id,
                    cells: [
                      formatDateTime(delivery.createdAt, i18n.language),
                      <Badge
                        key="status"
                        variant="light"
                        radius="sm"
                        color={
                          delivery.status === 'delivered'
                            ? 'green'
                            : delivery.status === 'failed'
                              ? 'red'
                              : 'blue'
                        }
                      >
                        {t(`logAlerts.deliveries.statuses.${delivery.status}`)}
                      </Badge>,
                      delivery.error ??
                        t('logAlerts.deliveries.answered', {
                          status: delivery.responseStatus ?? '—',
                          ms: delivery.responseMs ?? '—',
                          attempts: delivery.attempts,
                        }),
                      canManage ? (
                        <Button
                          key="replay"
                          size="xs"
                          variant="default"
                          loading={replay.isPending && replay.variables?.deliveryId === delivery.id}
                          onClick={() =>
                            replay.mutate(
                              { ruleId: rule.id, deliveryId: delivery.id },
                              {
                                onSuccess: () => toast.info(t('logAlerts.deliveries.replayed')),
                                onError: (error) =>
                                  toast.error(
                                    errorText(error, t('logAlerts.deliveries.replayFailed'), [404, 409]),
                                  ),
                              },
                            )
                          }
                        >
                          {t('logAlerts.deliveries.replay')}
                        </Button>
                      ) : (
                        ''
                      ),
                    ],
                  }))}
                />
              </Stack>
            )}
          </QueryState>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
