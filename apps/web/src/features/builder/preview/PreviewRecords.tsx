import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PageComponent } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayValue, pageFields } from './pagePreview.utils.ts';
import type { SandboxRecord } from './useSandboxRecords.ts';

/** One section of a page: a card with its title, if any, above its fields. */
export function PreviewSection({ title, children }: { title: string | undefined; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        {title && (
          <Title order={4} size="h5">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** A list page: one column per field, one row per sandbox record (none when there is no data source). */
export function RecordsTable({ page, records }: { page: PageComponent; records: SandboxRecord[] }) {
  const { t } = useTranslation('builder');
  const fields = pageFields(page);
  return (
    <Table.ScrollContainer minWidth={Math.min(fields.length * 140, 900)}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {fields.map((field) => (
              <Table.Th key={field.id}>{field.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record, i) => (
            // Sandbox records have an id, but a model's key is not necessarily it: the row's place is stable here.
            // biome-ignore lint/suspicious/noArrayIndexKey: the records are a read-only snapshot
            <Table.Tr key={i}>
              {fields.map((field) => (
                <Table.Td key={field.id}>
                  {field.binding
                    ? displayValue(record[field.binding], t('preview.yes'), t('preview.no'))
                    : ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A detail or dashboard page: each section with its fields' labels and the record's values (a dashboard
 * lays the sections out as cards side by side).
 */
export function RecordView({ page, record }: { page: PageComponent; record: SandboxRecord | null }) {
  const { t } = useTranslation('builder');
  const sections = page.sections.map((section) => (
    <PreviewSection key={section.id} title={section.title}>
      <dl style={{ margin: 0 }}>
        {section.fields.map((field) => (
          <div key={field.id}>
            <Text component="dt" size="sm" fw={600}>
              {field.label}
              {field.required ? ' *' : ''}
            </Text>
            <Text component="dd" size="sm" m={0} mb="xs">
              {record && field.binding
                ? displayValue(record[field.binding], t('preview.yes'), t('preview.no')) || '—'
                : '—'}
            </Text>
          </div>
        ))}
      </dl>
    </PreviewSection>
  ));
  if (page.layout === 'dashboard') return <SimpleGrid cols={{ base: 1, sm: 2 }}>{sections}</SimpleGrid>;
  return <Stack gap="sm">{sections}</Stack>;
}
