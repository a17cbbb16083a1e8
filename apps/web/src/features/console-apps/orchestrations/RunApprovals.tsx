import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { finishedRunStatuses, type OrchestrationRunDetail, type RunApproval } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { HttpError } from '../../../lib/http/HttpError.ts';
import { FormModal } from '../../../lib/modals/FormModal.tsx';
import { useDecideApprovalMutation } from './api/orchestrationsMutations.ts';

type Decision = 'approve' | 'reject';

/**
 * The approvals of a run (docs/decisions/orchestration-approvals.md): who may decide an open one and until
 * when, with Approve and Reject for them; what was decided, by whom, for the others.
 */
export function RunApprovals({ appId, run }: { appId: string; run: OrchestrationRunDetail }) {
  const { t } = useTranslation('console');
  if (run.approvals.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('appView.orchestrations.approvals.title')}
      </Title>
      {run.approvals.map((approval) => (
        <ApprovalCard
          key={approval.seq}
          appId={appId}
          runId={run.id}
          approval={approval}
          runEnded={finishedRunStatuses.includes(run.status)}
        />
      ))}
    </Stack>
  );
}

function ApprovalCard({
  appId,
  runId,
  approval,
  runEnded,
}: {
  appId: string;
  runId: string;
  approval: RunApproval;
  runEnded: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const tc = useTranslation('core').t;
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const role = tc(`roles.${approval.role}`, { defaultValue: approval.role });
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      aria-label={t('appView.orchestrations.approvals.label', { step: approval.stepId })}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('appView.orchestrations.approvals.step', { step: approval.stepId, role })}
        </Text>
        {approval.decision === null && runEnded ? (
          <Text size="sm">{t('appView.orchestrations.approvals.undecided')}</Text>
        ) : approval.decision === null ? (
          <>
            <Text size="sm">
              {t('appView.orchestrations.approvals.waiting', { role, at: at(approval.deadline) })}
            </Text>
            <Text size="sm">
              {approval.approvers.length > 0
                ? t('appView.orchestrations.approvals.approvers', { names: approval.approvers.join(', ') })
                : t('appView.orchestrations.approvals.noApprovers', { role })}
            </Text>
            {approval.mayDecide && (
              <Group gap="sm">
                <Button onClick={() => setDeciding('approve')}>
                  {t('appView.orchestrations.approvals.approve')}
                </Button>
                <Button color="red" variant="outline" onClick={() => setDeciding('reject')}>
                  {t('appView.orchestrations.approvals.reject')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Text size="sm">
            {approval.decision === 'timed_out'
              ? t('appView.orchestrations.approvals.timedOut', { at: at(approval.deadline) })
              : t(`appView.orchestrations.approvals.${approval.decision}`, {
                  name: approval.decidedBy ?? t('appView.orchestrations.approvals.someone'),
                  at: approval.decidedAt ? at(approval.decidedAt) : '–',
                })}
          </Text>
        )}
        {approval.comment && (
          <Text size="sm" c="dimmed">
            {t('appView.orchestrations.approvals.comment', { comment: approval.comment })}
          </Text>
        )}
      </Stack>
      {deciding && (
        <DecideDialog
          appId={appId}
          runId={runId}
          step={approval.stepId}
          decision={deciding}
          onClose={() => setDeciding(null)}
        />
      )}
    </Paper>
  );
}

function DecideDialog(props: {
  appId: string;
  runId: string;
  step: string;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const decide = useDecideApprovalMutation(props.appId, props.runId);
  const [comment, setComment] = useState('');
  const problem = decide.error
    ? decide.error instanceof HttpError
      ? decide.error.message
      : t('appView.orchestrations.approvals.failed')
    : null;
  const key = props.decision === 'approve' ? 'approveTitle' : 'rejectTitle';
  return (
    <FormModal
      size="small"
      title={t(`appView.orchestrations.approvals.${key}`, { step: props.step })}
      onClose={props.onClose}
      onSubmit={() =>
        decide.mutate(
          { decision: props.decision, ...(comment.trim() ? { comment: comment.trim() } : {}) },
          { onSuccess: props.onClose },
        )
      }
      problem={problem}
      submitLabel={t(`appView.orchestrations.approvals.${props.decision}`)}
      cancelLabel={t('appView.orchestrations.approvals.back')}
      busy={decide.isPending}
    >
      <Textarea
        label={t('appView.orchestrations.approvals.commentLabel')}
        description={t('appView.orchestrations.approvals.commentHint')}
        maxLength={500}
        autosize
        minRows={2}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
    </FormModal>
  );
}
