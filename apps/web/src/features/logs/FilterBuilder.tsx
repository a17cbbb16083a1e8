import { Button, Stack, Text } from '@mantine/core';
import type { Issue, LogColumn } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterRow } from './FilterRow.tsx';
import { type FilterDraft, newFilterDraft } from './filters.utils.ts';

type Props = {
  drafts: readonly FilterDraft[];
  columns: readonly LogColumn[];
  appId: string | undefined;
  /** Issues by draft id, shown under the row's value. */
  issues: ReadonlyMap<string, Issue>;
  onChange: (drafts: FilterDraft[]) => void;
};

export function FilterBuilder({ drafts, columns, appId, issues, onChange }: Props) {
  const { t } = useTranslation('console');
  function replace(next: FilterDraft) {
    onChange(drafts.map((draft) => (draft.id === next.id ? next : draft)));
  }
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" component="h2" m={0}>
        {t('logs.filters.title')}
      </Text>
      {drafts.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('logs.filters.none')}
        </Text>
      )}
      {drafts.map((draft, position) => {
        const issue = issues.get(draft.id);
        return (
          <FilterRow
            key={draft.id}
            draft={draft}
            index={position + 1}
            columns={columns}
            appId={appId}
            error={issue ? t(issue.key, issue.params) : undefined}
            onChange={replace}
            onRemove={() => onChange(drafts.filter((candidate) => candidate.id !== draft.id))}
          />
        );
      })}
      <div>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            onChange([...drafts, newFilterDraft(columns.find((column) => column.name === 'message'))])
          }
          disabled={drafts.length >= 20}
        >
          {t('logs.filters.add')}
        </Button>
      </div>
    </Stack>
  );
}
