import { Alert, Badge, Group, Stack } from '@mantine/core';
import type { CollectionRequestFormat } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { AnswerStatus, AnswerTabs } from '../../../explorers/index.ts';

export type SandboxAnswer = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  durationMs: number;
};
/**
 * What running one request gave: the sandbox's answer (with pass/fail when a status is expected, and the
 * SOAP fault or GraphQL errors it carries) or why it was not sent.
 */
export type RunOutcome =
  | {
      kind: 'answer';
      answer: SandboxAnswer;
      passed: boolean | null;
      error: string | null;
      format: CollectionRequestFormat;
    }
  | { kind: 'problem'; message: string };

export function PassBadge({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation('builder');
  if (passed === null) return null;
  return (
    <Badge color={passed ? 'green' : 'red'} variant="light">
      {passed ? t('studio.run.passed') : t('studio.run.failed')}
    </Badge>
  );
}

/** One request's result: status, time and pass/fail, the error the answer carries, then body and headers. */
export function RunResult({ outcome }: { outcome: RunOutcome }) {
  const { t } = useTranslation('builder');
  if (outcome.kind === 'problem') return <Alert color="red">{outcome.message}</Alert>;
  const { answer, passed, error, format } = outcome;
  return (
    <Stack gap="xs" aria-live="polite" data-testid="run-result">
      <Group gap="sm">
        <AnswerStatus
          answer={answer}
          color={error ? 'red' : answer.status < 300 ? 'green' : answer.status < 500 ? 'orange' : 'red'}
        />
        <PassBadge passed={passed} />
      </Group>
      {error !== null && (
        <Alert color="red" title={t(format === 'soap' ? 'studio.run.fault' : 'studio.run.graphqlErrors')}>
          {error}
        </Alert>
      )}
      <AnswerTabs answer={answer} maxHeight={420} language={format === 'soap' ? 'xml' : 'json'} />
    </Stack>
  );
}
