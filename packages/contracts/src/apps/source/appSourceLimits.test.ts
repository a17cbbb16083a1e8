import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../messages.ts';
import { APP_UPLOAD_MAX_BYTES, appUploadIssue } from './appSourceLimits.ts';

describe('appUploadIssue', () => {
  it('accepts a .zip file within the size limit', () => {
    expect(appUploadIssue({ name: 'expenses.zip', size: 1000 })).toBeNull();
    expect(appUploadIssue({ name: 'EXPENSES.ZIP' })).toBeNull();
  });

  it('refuses other extensions with the upload message', () => {
    const issue = appUploadIssue({ name: 'expenses.rar', size: 1 });
    expect(issue && formatMessage(issue.key, issue.params)).toBe('The file must be a .zip file.');
  });

  it('refuses a file over the limit with the size in MB', () => {
    const issue = appUploadIssue({ name: 'big.zip', size: APP_UPLOAD_MAX_BYTES + 1 });
    expect(issue && formatMessage(issue.key, issue.params)).toBe('The file must be at most 50 MB.');
  });
});
