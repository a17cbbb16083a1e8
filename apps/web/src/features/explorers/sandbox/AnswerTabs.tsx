import { ScrollArea, Table, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../lib/markdown/CodeBlock.tsx';
import { prettyBody } from './RequestBodyField.tsx';
import { formatXml } from './wsdlOperations.ts';

/**
 * A sandbox answer's body (pretty JSON, or indented XML for a SOAP answer) and headers, as the REST
 * explorer and the studio show them.
 */
export function AnswerTabs({
  answer,
  maxHeight,
  language = 'json',
}: {
  answer: { headers: [string, string][]; body: string };
  maxHeight: number;
  language?: 'json' | 'xml';
}) {
  const { t } = useTranslation('core');
  return (
    <Tabs defaultValue="body" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="body">{t('explorers.rest.responseBody')}</Tabs.Tab>
        <Tabs.Tab value="headers">{t('explorers.rest.responseHeaders')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="body" pt="xs">
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          <CodeBlock
            code={language === 'xml' ? formatXml(answer.body) : prettyBody(answer.body)}
            language={language}
          />
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
  );
}
