import { Button, Group, Stack } from '@mantine/core';
import {
  dateRangeIssues,
  type Issue,
  type LogColumn,
  type LogFilter,
  type LogRangeVariant,
} from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, type RangeSelection, resolveRange } from '../analytics/index.ts';
import { FilterBuilder } from './FilterBuilder.tsx';
import {
  draftFromFilter,
  type FilterDraft,
  filterDraftIssue,
  filterFromDraft,
  needsRegexCheck,
} from './filters.utils.ts';
import { loadRe2Validator, useRe2Validator } from './useRe2Validator.ts';

type Props = {
  range: RangeSelection;
  filters: readonly LogFilter[];
  columns: readonly LogColumn[];
  appId: string | undefined;
  earliestDate: string | null | undefined;
  rangeVariant: LogRangeVariant;
  onSearch: (search: { range: RangeSelection; filters: LogFilter[] }) => void;
};

function collectIssues(
  drafts: readonly FilterDraft[],
  columns: readonly LogColumn[],
  isValidRe2: ((pattern: string) => boolean) | undefined,
): Map<string, Issue> {
  const issues = new Map<string, Issue>();
  for (const draft of drafts) {
    const issue = filterDraftIssue(draft, columns, isValidRe2);
    if (issue) issues.set(draft.id, issue);
  }
  return issues;
}

/**
 * The range and the filters as the user edits them; the search (and the URL) changes only on submit.
 * The parent remounts it with a new key when the URL changes, so it always starts from the URL.
 */
export function SearchForm({ range, filters, columns, appId, earliestDate, rangeVariant, onSearch }: Props) {
  const { t } = useTranslation('console');
  const [rangeDraft, setRangeDraft] = useState(range);
  const [drafts, setDrafts] = useState(() => filters.map(draftFromFilter));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const isValidRe2 = useRe2Validator(needsRegexCheck(drafts));

  // Checked against the clock as the user edits: 'no future' is about the moment of searching.
  const rangeIssues =
    rangeDraft.kind === 'absolute'
      ? dateRangeIssues(resolveRange(rangeDraft, new Date()), new Date(), rangeVariant)
      : [];
  const filterIssues = collectIssues(drafts, columns, isValidRe2);
  // A broken regex is worth knowing while typing; a missing value only once the user tries to search.
  const shownFilterIssues = isSubmitted
    ? filterIssues
    : new Map([...filterIssues].filter(([, issue]) => issue.key === 'logs.regexInvalid'));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    const check = needsRegexCheck(drafts) ? await loadRe2Validator().catch(() => undefined) : undefined;
    if (rangeIssues.length > 0 || collectIssues(drafts, columns, check).size > 0) return;
    onSearch({ range: rangeDraft, filters: drafts.map(filterFromDraft) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('logs.searchForm')}>
      <Stack gap="md">
        <DateRangeFields
          value={rangeDraft}
          onChange={setRangeDraft}
          issues={rangeIssues}
          earliestDate={earliestDate}
        />
        <FilterBuilder
          drafts={drafts}
          columns={columns}
          appId={appId}
          issues={shownFilterIssues}
          onChange={setDrafts}
        />
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('logs.search')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
