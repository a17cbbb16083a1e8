import { Badge, Button, Card, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlaggedPage } from '../../../lib/flags/useFlaggedPage.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { CodeBlock } from '../../../lib/markdown/CodeBlock.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { portalOpenApiQueryOptions } from '../api/portalOpenApiQuery.ts';
import { methodColor } from '../rest/OperationView.tsx';
import { CopilotTryIt } from './CopilotTryIt.tsx';
import { type ApiOperation, operationsUnder } from './portalOperations.ts';

const PREFIX = '/sub-api/v1/copilot';

function Schema({ title, schema }: { title: ReactNode; schema: Record<string, unknown> }) {
  const { t } = useTranslation('core');
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Spoiler
        maxHeight={160}
        showLabel={t('explorers.rest.showSchema')}
        hideLabel={t('explorers.rest.hideSchema')}
      >
        <CodeBlock code={JSON.stringify(schema, null, 2)} language="json" />
      </Spoiler>
    </Stack>
  );
}

function Operation({ op }: { op: ApiOperation }) {
  const { t } = useTranslation('core');
  const id = `op-${op.method}-${op.path}`.replace(/[^\w-]/g, '-');
  const [trying, setTrying] = useState(false);
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Badge color={methodColor[op.method] ?? 'gray'} variant="light">
            {op.method}
          </Badge>
          <Title order={2} size="h4" ff="monospace" id={id} style={{ overflowWrap: 'anywhere' }}>
            {op.path}
          </Title>
        </Group>
        <Text>{op.summary}</Text>
        {op.parameters.length > 0 && (
          <DataTable
            minWidth={320}
            columns={[t('copilotApis.parameter'), t('copilotApis.in')]}
            rows={op.parameters.map((p) => ({
              key: `${p.in}:${p.name}`,
              cells: [
                <Text key="name" span inherit ff="monospace">
                  {p.name}
                </Text>,
                p.in,
              ],
            }))}
          />
        )}
        {op.requestSchema && <Schema title={t('copilotApis.requestBody')} schema={op.requestSchema} />}
        {op.responses
          .filter((r) => r.status.startsWith('2'))
          .map((r) => (
            <Stack key={r.status} gap={4}>
              <Text size="sm" fw={700}>
                {t('copilotApis.answer', { status: r.status })}
              </Text>
              {r.schema && (
                <Schema title={t('copilotApis.responseBody', { status: r.status })} schema={r.schema} />
              )}
            </Stack>
          ))}
        <Text size="sm" c="dimmed">
          {t('copilotApis.errors', {
            statuses: op.responses
              .map((r) => r.status)
              .filter((s) => !s.startsWith('2'))
              .join(', '),
          })}
        </Text>
        <Group>
          <Button
            variant="default"
            aria-expanded={trying}
            aria-controls={`${id}-try`}
            onClick={() => setTrying((open) => !open)}
          >
            {t('copilotApis.tryIt')}
          </Button>
        </Group>
        <div id={`${id}-try`}>{trying && <CopilotTryIt op={op} />}</div>
      </Stack>
    </Card>
  );
}

/**
 * /copilot-apis (docs/product/sandbox.md SANDBOX-13): the copilot's own API reference, read from the portal's
 * OpenAPI document, so it always shows what the server validates. Not found when the copilot flag is off.
 */
export function CopilotApisPage() {
  const { t } = useTranslation('core');
  const enabled = useFlaggedPage('copilot');
  const doc = useQuery({ ...portalOpenApiQueryOptions(), enabled });
  if (!enabled) return null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('routes.copilotApis')}</Title>
        <Text c="dimmed">{t('copilotApis.intro')}</Text>
      </Stack>
      <QueryState query={doc} errorMessage={t('copilotApis.loadFailed')}>
        {(data) => operationsUnder(data, PREFIX).map((op) => <Operation key={op.key} op={op} />)}
      </QueryState>
    </Stack>
  );
}
