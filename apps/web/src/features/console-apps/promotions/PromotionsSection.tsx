import { Anchor, Badge, Button, Group, type MantineColor, Stack, Text, Title } from '@mantine/core';
import type {
  PromotionDecisionKind,
  PromotionRequest,
  PromotionRequestList,
  PromotionRequestState,
} from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { PromotionDecisionDialog } from './PromotionDecisionDialog.tsx';

const stateColors: Record<PromotionRequestState, MantineColor> = {
  OPEN: 'orange',
  APPROVED: 'blue',
  PROMOTED: 'green',
  REJECTED: 'red',
  EXPIRED: 'gray',
  FAILED: 'red',
};

/**
 * The app's promotion requests on its lifecycle page (docs/app-lifecycle.md "Promotion approvals"):
 * each with the version and the one it replaces, its approvals, and Approve and Reject for the members
 * who may decide (the server checks again).
 */
export function PromotionsSection({ query }: { query: UseQueryResult<PromotionRequestList> }) {
  const { t } = useTranslation('console');
  const [deciding, setDeciding] = useState<{ request: PromotionRequest; decision: PromotionDecisionKind }>();
  return (
    <section aria-labelledby="app-promotions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="app-promotions">
          {t('appView.promotions.title')}
        </Title>
        <Text size="sm">{t('appView.promotions.explain')}</Text>
        <QueryState
          query={query}
          errorMessage={t('appView.promotions.loadError')}
          empty={{
            when: (list) => list.data.length === 0,
            show: <EmptyText compact>{t('appView.promotions.empty')}</EmptyText>,
          }}
        >
          {(list) => (
            <PromotionsTable
              requests={list.data}
              onDecide={(request, decision) => setDeciding({ request, decision })}
            />
          )}
        </QueryState>
      </Stack>
      {deciding && (
        <PromotionDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </section>
  );
}

function PromotionsTable({
  requests,
  onDecide,
}: {
  requests: PromotionRequest[];
  onDecide: (request: PromotionRequest, decision: PromotionDecisionKind) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const columns = ['version', 'to', 'replaces', 'state', 'approvals', 'requestedBy', 'until', 'actions'].map(
    (column) => t(`appView.promotions.columns.${column}`),
  );
  const rows = requests.map((request) => {
    const environment = t(`appView.environments.${request.toEnvironment}`);
    const approved = request.decisions.filter((decision) => decision.decision === 'approve').length;
    return {
      key: request.id,
      cells: [
        request.versionName,
        environment,
        request.replacesVersionId && request.replacesVersionName ? (
          // What the approvers are asked to let in: the change from the version it replaces.
          <Stack gap={2} key="replaces">
            <Text size="sm">{request.replacesVersionName}</Text>
            <Anchor
              component={Link}
              size="xs"
              to={appViewPaths.compare(request.appId, request.replacesVersionId, request.versionId)}
            >
              {t('appView.promotions.compareWithReplaced', {
                from: request.replacesVersionName,
                to: request.versionName,
              })}
            </Anchor>
          </Stack>
        ) : (
          t('appView.promotions.nothingReplaced')
        ),
        <Stack gap={2} key="state">
          <Badge variant="light" color={stateColors[request.state]}>
            {t(`appView.promotions.states.${request.state}`)}
          </Badge>
          {request.reason && <Text size="xs">{request.reason}</Text>}
        </Stack>,
        <Stack gap={2} key="approvals">
          <Text size="sm">
            {t('appView.promotions.approvals', {
              approved,
              required: request.requiredApprovals,
              role: t(`core:roles.${request.approverRole}`, { defaultValue: request.approverRole }),
            })}
          </Text>
          {request.decisions.map((decision) => (
            <Text size="xs" key={decision.userId}>
              {t(`appView.promotions.decision.${decision.decision}`, { name: decision.userName })}
              {decision.comment ? `: ${decision.comment}` : ''}
            </Text>
          ))}
        </Stack>,
        request.requestedByName,
        formatDateTime(request.endedAt ?? request.expiresAt, i18n.language),
        request.mayDecide ? (
          <Group gap="xs" key="actions" wrap="wrap">
            <Button
              size="xs"
              onClick={() => onDecide(request, 'approve')}
              aria-label={t('appView.promotions.approveAria', { version: request.versionName, environment })}
            >
              {t('appView.promotions.approve')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onDecide(request, 'reject')}
              aria-label={t('appView.promotions.rejectAria', { version: request.versionName, environment })}
            >
              {t('appView.promotions.reject')}
            </Button>
          </Group>
        ) : (
          ''
        ),
      ],
    };
  });
  return <DataTable columns={columns} rows={rows} caption={t('appView.promotions.caption')} minWidth={760} />;
}
