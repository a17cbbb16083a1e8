import {
  conditionValueKind,
  filterNumber,
  type Issue,
  type LogColumn,
  type LogColumnType,
  type LogFilter,
  type LogFilterCondition,
} from '@portal/contracts';

/** One row of the filter builder while it is edited: the value is always text in a form. */
export type FilterDraft = { id: string; column: string; condition: LogFilterCondition; value: string };

const stringConditions: readonly LogFilterCondition[] = [
  'stringEquals',
  'stringNotEquals',
  'stringMatch',
  'stringNotMatch',
];
const numberConditions: readonly LogFilterCondition[] = [
  'numberEquals',
  'numberNotEquals',
  'numberGreaterThan',
  'numberLessThan',
];
const existsConditions: readonly LogFilterCondition[] = ['columnExists', 'columnDoesNotExist'];

/**
 * The conditions that fit a column (docs/product/logs.md LOGS-2): text ones for text, number ones for
 * numbers.
 */
export function conditionsForColumnType(type: LogColumnType | undefined): readonly LogFilterCondition[] {
  if (type === 'number') return [...numberConditions, ...existsConditions];
  if (type === 'string') return [...stringConditions, ...existsConditions];
  // The date is filtered with the date range (contracts: logs.dateColumnFilter).
  return [];
}

/** The columns a filter can use: every column of /schemas except the date. */
export function filterableColumns(columns: readonly LogColumn[]): LogColumn[] {
  return columns.filter((column) => column.type !== 'date');
}

let nextDraftId = 0;

export function newFilterDraft(column: LogColumn | undefined): FilterDraft {
  const condition = conditionsForColumnType(column?.type)[0] ?? 'columnExists';
  return { id: `filter-${++nextDraftId}`, column: column?.name ?? '', condition, value: '' };
}

export function draftFromFilter(filter: LogFilter): FilterDraft {
  return {
    id: `filter-${++nextDraftId}`,
    column: filter.column,
    condition: filter.condition,
    value: filter.value === undefined ? '' : String(filter.value),
  };
}

/** The filter sent to the server: no value for exists conditions (docs/product/logs.md LOGS-2). */
export function filterFromDraft(draft: FilterDraft): LogFilter {
  if (conditionValueKind(draft.condition) === 'none')
    return { column: draft.column, condition: draft.condition };
  return { column: draft.column, condition: draft.condition, value: draft.value };
}

/** A condition kept when the column changes if it still fits, else the first one that does. */
export function withColumn(draft: FilterDraft, column: LogColumn | undefined): FilterDraft {
  const fitting = conditionsForColumnType(column?.type);
  const condition = fitting.includes(draft.condition) ? draft.condition : (fitting[0] ?? draft.condition);
  return { ...draft, column: column?.name ?? '', condition };
}

/**
 * What is wrong with one row, or undefined. The rules of contracts' `logFilterIssue`, read against the
 * columns the server listed; the RE2 check is passed in because re2js is loaded only once a regex
 * condition is used (TOOLCHAIN.md). Without it yet, a regex is not judged: the server still checks it.
 */
export function filterDraftIssue(
  draft: FilterDraft,
  columns: readonly LogColumn[],
  isValidRe2: ((pattern: string) => boolean) | undefined,
): Issue | undefined {
  const column = columns.find((candidate) => candidate.name === draft.column);
  if (!column) return { key: 'logs.unknownColumn', params: { column: draft.column } };
  if (column.type === 'date') return { key: 'logs.dateColumnFilter' };
  const kind = conditionValueKind(draft.condition);
  if (kind === 'none') return undefined;
  if (draft.value.trim() === '') return { key: 'logs.valueRequired', params: { column: column.name } };
  if (kind === 'number') {
    if (column.type !== 'number')
      return { key: 'logs.numberConditionOnText', params: { column: column.name } };
    if (filterNumber(draft.value) === undefined)
      return { key: 'logs.numberRequired', params: { column: column.name } };
  }
  if (kind === 'regex' && isValidRe2 && !isValidRe2(draft.value)) return { key: 'logs.regexInvalid' };
  return undefined;
}

export function needsRegexCheck(drafts: readonly FilterDraft[]): boolean {
  return drafts.some((draft) => conditionValueKind(draft.condition) === 'regex');
}
