import { ActionIcon, Autocomplete, Group, NumberInput, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { conditionValueKind, type LogColumn, type LogFilterCondition } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logSuggestionsQueryOptions } from './api/logsQueries.ts';
import { conditionsForColumnType, type FilterDraft, withColumn } from './filters.utils.ts';

type Props = {
  draft: FilterDraft;
  /** 1-based, to tell rows apart in accessible names. */
  index: number;
  columns: readonly LogColumn[];
  appId: string | undefined;
  error: string | undefined;
  onChange: (draft: FilterDraft) => void;
  onRemove: () => void;
};

function ValueSuggestions({ draft, index, appId, error, onChange }: Omit<Props, 'columns' | 'onRemove'>) {
  const { t } = useTranslation('console');
  const [prefix] = useDebouncedValue(draft.value, 250);
  const suggestions = useQuery({
    ...logSuggestionsQueryOptions(draft.column, prefix, appId),
    enabled: draft.column !== '',
  });
  return (
    <Autocomplete
      label={t('logs.filters.value', { index })}
      value={draft.value}
      onChange={(value) => onChange({ ...draft, value })}
      data={suggestions.data?.values ?? []}
      error={error}
      w={260}
    />
  );
}

export function FilterRow({ draft, index, columns, appId, error, onChange, onRemove }: Props) {
  const { t } = useTranslation('console');
  const column = columns.find((candidate) => candidate.name === draft.column);
  const conditions = conditionsForColumnType(column?.type);
  const kind = conditionValueKind(draft.condition);
  return (
    <Group align="flex-start" wrap="wrap" gap="sm" role="group" aria-label={t('logs.filters.row', { index })}>
      <Select
        label={t('logs.filters.column', { index })}
        data={columns.map((candidate) => candidate.name)}
        value={draft.column || null}
        onChange={(name) =>
          onChange(
            withColumn(
              draft,
              columns.find((candidate) => candidate.name === name),
            ),
          )
        }
        searchable
        allowDeselect={false}
        w={180}
      />
      <Select
        label={t('logs.filters.condition', { index })}
        data={conditions.map((condition) => ({ value: condition, label: t(`logs.conditions.${condition}`) }))}
        value={draft.condition}
        onChange={(condition) =>
          condition && onChange({ ...draft, condition: condition as LogFilterCondition })
        }
        allowDeselect={false}
        w={200}
      />
      {kind === 'number' && (
        <NumberInput
          label={t('logs.filters.value', { index })}
          value={draft.value}
          onChange={(value) => onChange({ ...draft, value: String(value) })}
          error={error}
          w={160}
        />
      )}
      {(kind === 'string' || kind === 'regex') && (
        <ValueSuggestions draft={draft} index={index} appId={appId} error={error} onChange={onChange} />
      )}
      {kind === 'none' && error && (
        <div role="alert" style={{ color: 'var(--mantine-color-error)', paddingTop: 28 }}>
          {error}
        </div>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={26}
        size="lg"
        aria-label={t('logs.filters.remove', { index })}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
