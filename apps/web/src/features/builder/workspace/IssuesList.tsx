import { List, Text, UnstyledButton } from '@mantine/core';
import type { DraftIssue } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The validator's issues; one with a file opens it at its line (Enter or click). */
export function IssuesList({
  issues,
  onOpen,
}: {
  issues: DraftIssue[];
  onOpen: (issue: DraftIssue) => void;
}) {
  const { t } = useTranslation('builder');
  if (issues.length === 0)
    return (
      <Text size="sm" c="green.9" role="status">
        {t('issues.none')}
      </Text>
    );
  return (
    <List size="sm" spacing={4} listStyleType="none" aria-label={t('issues.label', { count: issues.length })}>
      {issues.map((issue, index) => (
        // Issues have no id of their own; their order is the validator's and stable for one answer.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <List.Item key={index}>
          {issue.file ? (
            <UnstyledButton onClick={() => onOpen(issue)} style={{ textAlign: 'left' }} c="red.9" fz="sm">
              <Text span fw={600} fz="sm">
                {issue.line ? t('issues.where', { file: issue.file, line: issue.line }) : issue.file}
              </Text>{' '}
              {issue.message}
            </UnstyledButton>
          ) : (
            <Text size="sm" c="red.9">
              {issue.message}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
