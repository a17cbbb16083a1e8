import {
  Alert,
  Button,
  Grid,
  Group,
  NavLink,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { sandboxSoapServices, soap11Headers } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { CodeBlock } from '../../../lib/markdown/CodeBlock.tsx';
import { useTryRequestMutation } from '../api/tryRequest.ts';
import { useSoapService } from '../sandbox/api/useSoapService.ts';
import { AnswerStatus, SendRow } from '../sandbox/SendRow.tsx';
import { TenantBar, useExplorerTenant } from '../sandbox/useExplorerTenant.tsx';
import { faultOf, formatXml, requestEnvelope, type SoapVersion } from '../sandbox/wsdlOperations.ts';

/**
 * /soap-api-explorer (docs/product/sandbox.md SANDBOX-11): the services and operations of the tenant's WSDLs,
 * a request envelope written from the operation's schema and editable, sent with the user's tenant token; the
 * answer formatted, a SOAP fault shown as the error it is. ?service and ?op keep the choice.
 */
export function SoapExplorerPage() {
  const { t } = useTranslation('core');
  const [search, setSearch] = useSearchParams();
  const explorer = useExplorerTenant();
  const { tenant } = explorer;
  const serviceName =
    sandboxSoapServices.find((name) => name === search.get('service')) ?? sandboxSoapServices[0];
  const wsdl = useSoapService(tenant?.name ?? null, serviceName);
  const service = wsdl.data?.service;
  const operation = service?.operations.find((op) => op.name === search.get('op')) ?? service?.operations[0];
  const [version, setVersion] = useState<SoapVersion>('1.1');
  const [body, setBody] = useState('');
  useEffect(() => {
    if (service && operation) setBody(requestEnvelope(service, operation, version));
  }, [service, operation, version]);
  // The key names what was sent: an answer is shown only while the same operation is.
  const send = useTryRequestMutation((_key: string) => ({
    method: 'POST',
    url: `/sandbox/${encodeURIComponent(tenant!.name)}/soap/${serviceName}`,
    init: {
      headers: {
        authorization: `Bearer ${explorer.accessToken}`,
        ...(version === '1.2'
          ? { 'content-type': `application/soap+xml; charset=utf-8; action="${operation?.soapAction ?? ''}"` }
          : soap11Headers(operation?.soapAction ?? '')),
      },
      body,
    },
  }));
  const choose = (name: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      if (name === 'service') next.delete('op');
      return next;
    });
  const key = `${tenant?.name}/${serviceName}/${operation?.name}`;
  const answer = send.variables === key ? send.data : undefined;
  const faultMessage = answer ? faultOf(answer.body) : null;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('explorers.soap.title')}</Title>
        <Text c="dimmed">{t('explorers.soap.intro')}</Text>
      </Stack>
      <TenantBar explorer={explorer} />
      {tenant && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <SegmentedControl
                aria-label={t('explorers.soap.service')}
                value={serviceName}
                onChange={(value) => choose('service', value)}
                data={sandboxSoapServices.map((name) => ({ value: name, label: name.replace('_', ' ') }))}
                fullWidth
              />
              <QueryState query={wsdl} errorMessage={t('explorers.soap.wsdlFailed')}>
                {({ service: loaded }) => (
                  <nav aria-label={t('explorers.soap.operations')}>
                    {loaded.operations.map((op) => (
                      <NavLink
                        key={op.name}
                        label={op.name}
                        active={op.name === operation?.name}
                        aria-current={op.name === operation?.name ? 'page' : undefined}
                        onClick={() => choose('op', op.name)}
                      />
                    ))}
                  </nav>
                )}
              </QueryState>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {operation && (
              <Stack gap="sm">
                <Title order={2} size="h3" ff="monospace">
                  {serviceName}/{operation.name}
                </Title>
                <Group>
                  <SegmentedControl
                    aria-label={t('explorers.soap.version')}
                    value={version}
                    onChange={(value) => setVersion(value as SoapVersion)}
                    data={[
                      { value: '1.1', label: 'SOAP 1.1' },
                      { value: '1.2', label: 'SOAP 1.2' },
                    ]}
                  />
                  <Button
                    variant="default"
                    onClick={() => setBody(requestEnvelope(service!, operation, version))}
                  >
                    {t('explorers.soap.reset')}
                  </Button>
                </Group>
                <Textarea
                  label={t('explorers.soap.envelope')}
                  value={body}
                  onChange={(event) => setBody(event.currentTarget.value)}
                  autosize
                  minRows={10}
                  spellCheck={false}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                />
                <SendRow
                  onSend={() => send.mutate(key)}
                  pending={send.isPending}
                  connected={Boolean(explorer.accessToken)}
                  failed={send.isError}
                />
                {answer && (
                  <Stack gap="xs" aria-live="polite">
                    <AnswerStatus answer={answer} color={faultMessage ? 'red' : 'green'} />
                    {faultMessage && (
                      <Alert color="red" title={t('explorers.soap.fault')}>
                        {faultMessage}
                      </Alert>
                    )}
                    <ScrollArea.Autosize mah={560} type="auto">
                      <CodeBlock code={formatXml(answer.body)} language="xml" />
                    </ScrollArea.Autosize>
                  </Stack>
                )}
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
