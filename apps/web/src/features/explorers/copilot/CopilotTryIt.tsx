import { Alert, Button, Group, ScrollArea, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../lib/markdown/CodeBlock.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { useTryRequestMutation } from '../api/tryRequest.ts';
import { prettyBody, RequestBodyField } from '../sandbox/RequestBodyField.tsx';
import { AnswerStatus } from '../sandbox/SendRow.tsx';
import { exampleOf } from '../sandbox/schemaExample.ts';
import type { ApiOperation } from './portalOperations.ts';

/** The operation's path with its path parameters filled and its query added; null while one is missing. */
export function requestPath(op: ApiOperation, values: Record<string, string>): string | null {
  let missing = false;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]?.trim();
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  const query = new URLSearchParams();
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const value = values[param.name]?.trim();
    if (value) query.set(param.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Try-it for the copilot's own API (docs/product/sandbox.md SANDBOX-13): sent as the signed-in user in the
 * selected company, exactly as the panel calls it; the answer's status, time and body. A DELETE (clearing
 * history) is confirmed first.
 */
export function CopilotTryIt({ op }: { op: ApiOperation }) {
  const { t } = useTranslation('core');
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() =>
    op.requestSchema ? JSON.stringify(exampleOf(op.requestSchema), null, 2) : '',
  );
  const [confirming, setConfirming] = useState(false);
  const path = requestPath(op, values);
  const headers: Record<string, string> = op.requestSchema ? { 'content-type': 'application/json' } : {};
  const send = useTryRequestMutation((url: string) => ({
    method: op.method,
    url,
    init: {
      headers,
      ...(op.requestSchema ? { body } : {}),
      asSignedInUser: true,
    },
  }));
  const go = () => {
    setConfirming(false);
    if (path) send.mutate(path);
  };
  const answer = send.data;

  return (
    <Stack gap="sm">
      {params.map((param) => (
        <TextInput
          key={`${param.in}:${param.name}`}
          label={`${param.name} (${t(`explorers.rest.in.${param.in}`)})`}
          required={param.required}
          value={values[param.name] ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [param.name]: value }));
          }}
        />
      ))}
      {op.requestSchema && <RequestBodyField value={body} onChange={setBody} minRows={3} />}
      <Group>
        <Button
          onClick={() => (op.method === 'DELETE' ? setConfirming(true) : go())}
          loading={send.isPending}
          disabled={!path}
          color={op.method === 'DELETE' ? 'red' : undefined}
        >
          {t('explorers.rest.send')}
        </Button>
      </Group>
      {!path && params.some((p) => p.in === 'path') && (
        <Alert color="gray">{t('copilotApis.fillPath')}</Alert>
      )}
      {send.isError && <Alert color="red">{t('explorers.rest.networkError')}</Alert>}
      {answer && (
        <Stack gap="xs" aria-live="polite">
          <AnswerStatus
            answer={answer}
            color={answer.status < 300 ? 'green' : answer.status < 500 ? 'orange' : 'red'}
          />
          {answer.body && (
            <ScrollArea.Autosize mah={420} type="auto">
              <CodeBlock code={prettyBody(answer.body)} language="json" />
            </ScrollArea.Autosize>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('copilotApis.confirmTitle')}
        confirmLabel={t('explorers.rest.send')}
        onConfirm={go}
        onCancel={() => setConfirming(false)}
      >
        {t('copilotApis.confirmText', { operation: `${op.method} ${op.path}` })}
      </ConfirmDialog>
    </Stack>
  );
}
