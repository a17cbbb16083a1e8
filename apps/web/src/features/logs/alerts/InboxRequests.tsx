import { Accordion, Badge, Code, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { errorText } from '../../../lib/http/errorText.ts';
import { EmptyText } from '../../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { webhookInboxRequestsQueryOptions } from '../api/alertsQueries.ts';
import { headerLines, readableBody } from './alerts.utils.ts';

// Long header values (a signature) and bodies wrap rather than widen the drawer on a phone.
const wrapped = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** What a test inbox received, newest first: each request opens on its headers and body. */
export function InboxRequests({ inboxId }: { inboxId: string }) {
  const { t, i18n } = useTranslation('console');
  const requests = useQuery(webhookInboxRequestsQueryOptions(inboxId));
  return (
    <QueryState
      query={requests}
      errorMessage={(error) => errorText(error, t('logAlerts.inbox.requestsFailed'), [404])}
      empty={{
        when: (data) => data.total === 0,
        show: <EmptyText>{t('logAlerts.inbox.empty')}</EmptyText>,
      }}
    >
      {(data) => (
        <Stack gap="xs">
          <Text size="sm" c="gray.7">
            {t('logAlerts.inbox.kept', { n: data.total })}
          </Text>
          <Accordion multiple variant="separated" chevronPosition="left">
            {data.data.map((request) => (
              <Accordion.Item key={request.id} value={request.id}>
                <Accordion.Control>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">
                      {t('logAlerts.inbox.received', {
                        method: request.method,
                        time: formatDateTime(request.receivedAt, i18n.language),
                      })}
                    </Text>
                    <Badge variant="light" radius="sm" color={request.signatureVerified ? 'green' : 'red'}>
                      {request.signatureVerified
                        ? t('logAlerts.inbox.verified')
                        : t('logAlerts.inbox.notVerified')}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <Text size="sm" fw={600}>
                      {t('logAlerts.inbox.headers')}
                    </Text>
                    <Code block style={wrapped}>
                      {headerLines(request.headers)}
                    </Code>
                    <Text size="sm" fw={600}>
                      {t('logAlerts.inbox.body')}
                    </Text>
                    {request.bodyTruncated && (
                      <Text size="xs" c="gray.7">
                        {t('logAlerts.inbox.truncated', { bytes: request.bodyBytes })}
                      </Text>
                    )}
                    <Code block style={wrapped}>
                      {readableBody(request.body)}
                    </Code>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
    </QueryState>
  );
}
