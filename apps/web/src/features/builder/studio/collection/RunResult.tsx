import { Alert, Badge, Group, ScrollArea, Stack, Table, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../shared/markdown/CodeBlock.tsx';
import { prettyBody } from '../../../shared/sandbox/RequestBodyField.tsx';
import { AnswerStatus } from '../../../shared/sandbox/SendRow.tsx';

export type SandboxAnswer = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  durationMs: number;
};
/** What running one request gave: the sandbox's answer (with pass/fail when a status is expected) or why it was not sent. */
export type RunOutcome =
  | { kind: 'answer'; answer: SandboxAnswer; passed: boolean | null }
  | { kind: 'problem'; message: string };

export function PassBadge({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation('builder');
  if (passed === null) return null;
  return (
    <Badge color={passed ? 'green' : 'red'} variant="light" c="dark.8">
      {passed ? t('studio.run.passed') : t('studio.run.failed')}
    </Badge>
  );
}

/** One request's result: status, time and pass/fail, then the body and headers. */
export function RunResult({ outcome }: { outcome: RunOutcome }) {
  const { t } = useTranslation('builder');
  if (outcome.kind === 'problem') return <Alert color="red">{outcome.message}</Alert>;
  const { answer, passed } = outcome;
  return (
    <Stack gap="xs" aria-live="polite" data-testid="run-result">
      <Group gap="sm">
        <AnswerStatus
          answer={answer}
          color={answer.status < 300 ? 'green' : answer.status < 500 ? 'orange' : 'red'}
        />
        <PassBadge passed={passed} />
      </Group>
      <Tabs defaultValue="body" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="body">{t('studio.run.body')}</Tabs.Tab>
          <Tabs.Tab value="headers">{t('studio.run.headers')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="body" pt="xs">
          <ScrollArea.Autosize mah={420} type="auto">
            <CodeBlock code={prettyBody(answer.body)} language="json" />
          </ScrollArea.Autosize>
        </Tabs.Panel>
        <Tabs.Panel value="headers" pt="xs">
          <Table>
            <Table.Tbody>
              {answer.headers.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Td ff="monospace">{name}</Table.Td>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
