import { Badge, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../lib/markdown/CodeBlock.tsx';
import type { ExplorerOperation } from '../sandbox/openApiOperations.ts';
import { TryIt } from './TryIt.tsx';

export const methodColor: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'orange',
  DELETE: 'red',
};

/** A JSON Schema, folded to its first lines until the reader asks for all of it. */
function SchemaSection({ title, schema }: { title: ReactNode; schema: Record<string, unknown> }) {
  const { t } = useTranslation('core');
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Spoiler
        maxHeight={200}
        showLabel={t('explorers.rest.showSchema')}
        hideLabel={t('explorers.rest.hideSchema')}
      >
        <CodeBlock code={JSON.stringify(schema, null, 2)} language="json" />
      </Spoiler>
    </Stack>
  );
}

/** One operation: what it does, what it takes and answers (its schemas), and "try it". */
export function OperationView({
  op,
  tenant,
  accessToken,
}: {
  op: ExplorerOperation;
  tenant: string;
  accessToken: string | null;
}) {
  const { t } = useTranslation('core');
  const ok = op.responses.find((response) => response.status.startsWith('2'));
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm" wrap="nowrap">
          <Badge color={methodColor[op.method] ?? 'gray'} variant="light">
            {op.method}
          </Badge>
          <Title order={2} size="h3" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            /{op.service}/v{op.version}
            {op.path}
          </Title>
        </Group>
        <Text>{op.summary}</Text>
        {op.scope && (
          <Text size="sm" c="dimmed">
            {t('explorers.rest.needsScope', { scope: op.scope })}
          </Text>
        )}
      </Stack>
      <Title order={3} size="h4">
        {t('explorers.rest.tryIt')}
      </Title>
      <TryIt key={`${tenant}:${op.key}`} op={op} tenant={tenant} accessToken={accessToken} />
      {op.requestSchema && (
        <SchemaSection title={t('explorers.rest.requestSchema')} schema={op.requestSchema} />
      )}
      {ok?.schema && (
        <SchemaSection title={t('explorers.rest.responseSchema', { status: ok.status })} schema={ok.schema} />
      )}
    </Stack>
  );
}
