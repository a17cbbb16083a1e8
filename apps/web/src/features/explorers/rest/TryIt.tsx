import { Alert, Stack, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../lib/markdown/CodeBlock.tsx';
import { useTryRequestMutation } from '../api/tryRequest.ts';
import { AnswerTabs } from '../sandbox/AnswerTabs.tsx';
import type { ExplorerOperation } from '../sandbox/openApiOperations.ts';
import { RequestBodyField } from '../sandbox/RequestBodyField.tsx';
import { AnswerStatus, SendRow } from '../sandbox/SendRow.tsx';
import { exampleOf } from '../sandbox/schemaExample.ts';
import { codeSnippet, snippetLanguages } from './codeSnippets.ts';
import { type BuiltRequest, buildSandboxRequest, RequestProblem } from './sandboxRequest.ts';

type Props = { op: ExplorerOperation; tenant: string; accessToken: string | null };

/**
 * "Try it" (docs/product/sandbox.md SANDBOX-10): the operation's parameters and body, sent to the chosen
 * tenant with the user's tenant token; the answer's status, time, headers and body; the same request as code.
 */
export function TryIt({ op, tenant, accessToken }: Props) {
  const { t } = useTranslation('core');
  const [params, setParams] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() =>
    op.requestSchema ? JSON.stringify(exampleOf(op.requestSchema), null, 2) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);

  let request: BuiltRequest | null = null;
  try {
    request = buildSandboxRequest(tenant, op, { params, body });
  } catch {
    request = null;
  }
  const send = useTryRequestMutation((built: BuiltRequest) => ({
    method: built.method,
    url: built.url,
    init: {
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(built.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(built.body ? { body: built.body } : {}),
    },
  }));

  const submit = () => {
    try {
      setProblem(null);
      send.mutate(buildSandboxRequest(tenant, op, { params, body }));
    } catch (error) {
      if (!(error instanceof RequestProblem)) throw error;
      const [kind, name] = error.message.split(':');
      setProblem(
        kind === 'missing' ? t('explorers.rest.missingParam', { name }) : t(`explorers.rest.problem.${kind}`),
      );
    }
  };
  const answer = send.data;

  return (
    <Stack gap="sm">
      {op.parameters.length > 0 && (
        <Stack gap="xs">
          {op.parameters.map((param) => (
            <TextInput
              key={`${param.in}:${param.name}`}
              label={`${param.name} (${t(`explorers.rest.in.${param.in}`)})`}
              description={[String(param.schema.type ?? ''), param.schema.description]
                .filter(Boolean)
                .join(' · ')}
              required={param.required}
              value={params[param.name] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setParams((current) => ({ ...current, [param.name]: value }));
              }}
            />
          ))}
        </Stack>
      )}
      {op.requestSchema && <RequestBodyField value={body} onChange={setBody} />}
      {problem && <Alert color="red">{problem}</Alert>}
      <SendRow
        onSend={submit}
        pending={send.isPending}
        connected={Boolean(accessToken)}
        failed={send.isError}
      />
      {answer && (
        <Stack gap="xs" aria-live="polite">
          <AnswerStatus
            answer={answer}
            color={answer.status < 300 ? 'green' : answer.status < 500 ? 'orange' : 'red'}
          />
          <AnswerTabs answer={answer} maxHeight={560} />
        </Stack>
      )}
      {request && (
        <Tabs defaultValue="curl" keepMounted={false}>
          <Tabs.List aria-label={t('explorers.rest.code')}>
            {snippetLanguages.map((language) => (
              <Tabs.Tab key={language.key} value={language.key}>
                {language.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {snippetLanguages.map((language) => (
            <Tabs.Panel key={language.key} value={language.key} pt="xs">
              <CodeBlock
                code={codeSnippet(window.location.origin, request, language.key)}
                language={language.highlight}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
