import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import {
  duplicateReferenceIdIssue,
  REFERENCE_ID_MAX,
  referenceIdFromName,
  referenceIdIssue,
} from './referenceId.ts';

describe('referenceIdIssue', () => {
  it('accepts letters, digits and underscores after an alphanumeric first character', () => {
    expect(referenceIdIssue('expense_tracker_2')).toBeNull();
    expect(referenceIdIssue('9lives')).toBeNull();
  });

  it('refuses an underscore or any other character first', () => {
    expect(referenceIdIssue('_hidden')?.key).toBe('referenceId.format');
    expect(referenceIdIssue('-x')?.key).toBe('referenceId.format');
  });

  it('refuses spaces, dashes and non-ASCII letters anywhere', () => {
    for (const value of ['my app', 'my-app', 'café', 'a.b'])
      expect(referenceIdIssue(value)?.key).toBe('referenceId.format');
  });

  it('accepts exactly 128 characters and refuses 129', () => {
    expect(referenceIdIssue('a'.repeat(REFERENCE_ID_MAX))).toBeNull();
    expect(referenceIdIssue('a'.repeat(REFERENCE_ID_MAX + 1))).toEqual({
      key: 'referenceId.tooLong',
      params: { max: 128 },
    });
  });

  it('refuses an empty value', () => {
    expect(referenceIdIssue('')?.key).toBe('referenceId.required');
  });

  it('words the duplicate message as docs/product/apps.md APPS-1 does', () => {
    const issue = duplicateReferenceIdIssue('payroll_sync');
    expect(formatMessage(issue.key, issue.params)).toBe(
      'An app has already been created with this reference ID: payroll_sync',
    );
  });

  it('accepts every string the rule describes and nothing else', () => {
    const valid = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_]{0,127}$/);
    fc.assert(fc.property(valid, (value) => referenceIdIssue(value) === null));
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (value) => {
        const ok = /^[A-Za-z0-9][A-Za-z0-9_]*$/.test(value) && value.length <= 128;
        return (referenceIdIssue(value) === null) === ok;
      }),
    );
  });
});

describe('referenceIdFromName', () => {
  it('suggests a valid reference ID from a name', () => {
    expect(referenceIdFromName('Leave tracker 2')).toBe('leave_tracker_2');
    expect(referenceIdFromName('  Équipe — Congés!  ')).toBe('equipe_conges');
    expect(referenceIdFromName('***')).toBe('');
    const long = referenceIdFromName('a '.repeat(200));
    expect(long.length).toBeLessThanOrEqual(128);
    expect(referenceIdIssue(long)).toBeNull();
  });
});
