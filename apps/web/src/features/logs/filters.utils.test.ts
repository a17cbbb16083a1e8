import type { LogColumn } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  conditionsForColumnType,
  type FilterDraft,
  filterDraftIssue,
  filterFromDraft,
  withColumn,
} from './filters.utils.ts';

const columns: LogColumn[] = [
  { name: 'message', type: 'string', kind: 'field', types: ['app_event'] },
  { name: 'status', type: 'number', kind: 'attribute', types: ['access'] },
  { name: 'date', type: 'date', kind: 'field', types: ['app_event'] },
];
const draft = (partial: Partial<FilterDraft>): FilterDraft => ({
  id: 'f1',
  column: 'message',
  condition: 'stringEquals',
  value: '',
  ...partial,
});
const reject = () => false;
const accept = () => true;

describe('conditionsForColumnType', () => {
  it('offers the text conditions and exists for a text column', () => {
    expect(conditionsForColumnType('string')).toEqual([
      'stringEquals',
      'stringNotEquals',
      'stringMatch',
      'stringNotMatch',
      'columnExists',
      'columnDoesNotExist',
    ]);
  });

  it('offers the number conditions and exists for a number column', () => {
    expect(conditionsForColumnType('number')).toEqual([
      'numberEquals',
      'numberNotEquals',
      'numberGreaterThan',
      'numberLessThan',
      'columnExists',
      'columnDoesNotExist',
    ]);
  });

  it('offers nothing for the date, which the date range filters', () => {
    expect(conditionsForColumnType('date')).toEqual([]);
  });
});

describe('filterDraftIssue', () => {
  it('needs a value except for the exists conditions', () => {
    expect(filterDraftIssue(draft({}), columns, accept)?.key).toBe('logs.valueRequired');
    expect(filterDraftIssue(draft({ condition: 'columnDoesNotExist' }), columns, accept)).toBeUndefined();
  });

  it('refuses text for a number condition', () => {
    const issue = filterDraftIssue(
      draft({ column: 'status', condition: 'numberLessThan', value: 'ten' }),
      columns,
      accept,
    );
    expect(issue).toEqual({ key: 'logs.numberRequired', params: { column: 'status' } });
    expect(
      filterDraftIssue(
        draft({ column: 'status', condition: 'numberLessThan', value: '-1.5e2' }),
        columns,
        accept,
      ),
    ).toBeUndefined();
  });

  it('refuses a number condition on a text column and any filter on an unknown one', () => {
    expect(filterDraftIssue(draft({ condition: 'numberEquals', value: '1' }), columns, accept)?.key).toBe(
      'logs.numberConditionOnText',
    );
    expect(filterDraftIssue(draft({ column: 'colour', value: 'red' }), columns, accept)?.key).toBe(
      'logs.unknownColumn',
    );
  });

  it('refuses a regex the RE2 check refuses, and leaves it to the server while the check is loading', () => {
    const regex = draft({ condition: 'stringMatch', value: '(?<=a)b' });
    expect(filterDraftIssue(regex, columns, reject)).toEqual({ key: 'logs.regexInvalid' });
    expect(filterDraftIssue(regex, columns, undefined)).toBeUndefined();
  });
});

describe('editing a row', () => {
  it('keeps a condition that still fits the new column, else takes the first that does', () => {
    const status = columns[1];
    expect(withColumn(draft({ condition: 'columnExists' }), status).condition).toBe('columnExists');
    expect(withColumn(draft({ condition: 'stringMatch' }), status).condition).toBe('numberEquals');
  });

  it('sends no value for an exists condition', () => {
    expect(filterFromDraft(draft({ condition: 'columnExists', value: 'left over' }))).toEqual({
      column: 'message',
      condition: 'columnExists',
    });
  });
});
