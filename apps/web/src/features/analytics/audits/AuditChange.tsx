import { Text } from '@mantine/core';
import type { AuditRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** A stored value as the table shows it: lists joined, nothing as a dash. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(', ') : '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields a change touched, each as "field: before → after", in the order they were first named. */
export function auditChanges(row: Pick<AuditRow, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return keys
    .map((key) => ({ key, before: row.before?.[key], after: row.after?.[key] }))
    .filter((change) => formatAuditValue(change.before) !== formatAuditValue(change.after));
}

/**
 * What one audit line changed; nothing for a line that records an event rather than a change. Values
 * such as ids and scope lists break anywhere, so the message column wraps them instead of widening the
 * table past the page (at 1280 px the table scrolled sideways for one API client's scopes).
 */
export function AuditChange({ row }: { row: Pick<AuditRow, 'before' | 'after'> }) {
  const { t } = useTranslation('console');
  const changes = auditChanges(row);
  if (!changes.length) return null;
  return (
    <>
      {changes.map((change) => (
        <Text key={change.key} size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('audits.change', {
            field: change.key,
            before: formatAuditValue(change.before),
            after: formatAuditValue(change.after),
          })}
        </Text>
      ))}
    </>
  );
}
