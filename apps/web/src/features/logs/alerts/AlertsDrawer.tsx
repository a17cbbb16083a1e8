import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { type AlertRule, can, type LogPreset } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { errorText } from '../../../lib/http/errorText.ts';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useDeleteAlertRuleMutation, useMuteAlertRuleMutation } from '../api/alertMutations.ts';
import { alertRulesQueryOptions } from '../api/alertsQueries.ts';
import { AlertActivity } from './AlertActivity.tsx';
import { AlertRuleFormModal } from './AlertRuleFormModal.tsx';
import { AlertStateBadge } from './AlertStateBadge.tsx';
import { anHourFrom, displayState } from './alerts.utils.ts';
import { WebhookInboxView } from './WebhookInboxView.tsx';

type Props = { preset: LogPreset; opened: boolean; onClose: () => void };

/** A preset's alert rules: seen with logs.read, changed with alerts.manage (the server checks both). */
export function AlertsDrawer({ preset, opened, onClose }: Props) {
  const { t, i18n } = useTranslation('console');
  const canManage = can(useAccessContext(), { orgPermission: 'alerts.manage' });
  const rules = useQuery({ ...alertRulesQueryOptions(preset.id), enabled: opened });
  const mute = useMuteAlertRuleMutation();
  const remove = useDeleteAlertRuleMutation();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [isInboxShown, setIsInboxShown] = useState(false);
  const now = new Date();

  function handleMute(rule: AlertRule) {
    const isMuted = displayState(rule, new Date()) === 'muted';
    mute.mutate(
      { id: rule.id, until: isMuted ? null : anHourFrom(new Date()) },
      { onError: (error) => toast.error(errorText(error, t('logAlerts.muteFailed'), [400, 403, 404])) },
    );
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSettled: () => setDeleting(null),
      onError: (error) => toast.error(errorText(error, t('logAlerts.deleteFailed'), [403, 404])),
    });
  }

  const shown = rules.data?.data.find((rule) => rule.id === shownId) ?? null;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('logAlerts.title', { preset: preset.name })}
      closeButtonProps={{ 'aria-label': t('logAlerts.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('logAlerts.intro')}
        </Text>
        <Group>
          {canManage && <Button onClick={() => setEditing('new')}>{t('logAlerts.add')}</Button>}
          <Button
            variant="default"
            aria-expanded={isInboxShown}
            onClick={() => setIsInboxShown(!isInboxShown)}
          >
            {t('logAlerts.inbox.open')}
          </Button>
        </Group>
        {!canManage && (
          <Text size="sm" c="gray.7">
            {t('logAlerts.readOnly')}
          </Text>
        )}
        {isInboxShown && <WebhookInboxView canManage={canManage} />}
        <QueryState
          query={rules}
          errorMessage={(error) => errorText(error, t('logAlerts.loadFailed'), [403])}
          empty={{
            when: (data) => data.total === 0,
            show: <EmptyText>{t('logAlerts.empty')}</EmptyText>,
          }}
        >
          {(data) => (
            <DataTable
              caption={t('logAlerts.caption', { preset: preset.name })}
              columns={[
                t('logAlerts.columns.name'),
                t('logAlerts.columns.state'),
                t('logAlerts.columns.condition'),
                '',
              ]}
              rows={data.data.map((rule) => {
                const state = displayState(rule, now);
                return {
                  key: rule.id,
                  cells: [
                    rule.name,
                    <Stack key="state" gap={2}>
                      <AlertStateBadge state={state} />
                      {state === 'muted' && rule.mutedUntil && (
                        <Text size="xs" c="gray.7">
                          {t('logAlerts.mutedUntil', {
                            time: formatDateTime(rule.mutedUntil, i18n.language),
                          })}
                        </Text>
                      )}
                    </Stack>,
                    t(`logAlerts.summary.${rule.condition}`, {
                      threshold: rule.threshold ?? 0,
                      window: rule.windowMinutes,
                      count: rule.lastCount ?? 0,
                    }),
                    <Group key="actions" gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setShownId(shownId === rule.id ? null : rule.id)}
                      >
                        {t('logAlerts.activity', { name: rule.name })}
                      </Button>
                      {canManage && (
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setEditing(rule)}
                            aria-label={t('logAlerts.editNamed', { name: rule.name })}
                          >
                            {t('logAlerts.edit')}
                          </Button>
                          <Button size="xs" variant="default" onClick={() => handleMute(rule)}>
                            {state === 'muted' ? t('logAlerts.unmute') : t('logAlerts.muteHour')}
                          </Button>
                          <Button size="xs" variant="default" color="red" onClick={() => setDeleting(rule)}>
                            {t('logAlerts.delete')}
                          </Button>
                        </>
                      )}
                    </Group>,
                  ],
                };
              })}
            />
          )}
        </QueryState>
        {shown && <AlertActivity rule={shown} preset={preset} canManage={canManage} />}
      </Stack>
      {editing && (
        <AlertRuleFormModal
          presetId={preset.id}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('logAlerts.deleteTitle')}
        confirmLabel={t('logAlerts.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      >
        {t('logAlerts.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Drawer>
  );
}
