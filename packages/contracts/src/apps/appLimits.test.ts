import { describe, expect, it } from 'vitest';
import { APP_DESCRIPTION_MAX, APP_NAME_MAX, appDescriptionIssue, appNameIssue } from './appLimits.ts';
import { createAppRequestSchema } from './appsApi.ts';

const request = (fields: { name?: string; description?: string }) =>
  createAppRequestSchema.safeParse({ name: 'x', referenceId: 'x', type: 'EXTEND', ...fields }).success;

describe('app name and description limits', () => {
  it('asks for a name, and refuses one longer than the limit, trimmed as the server trims', () => {
    expect(appNameIssue('  ')).toEqual({ key: 'app.nameRequired' });
    expect(appNameIssue('a'.repeat(APP_NAME_MAX))).toBeNull();
    expect(appNameIssue(` ${'a'.repeat(APP_NAME_MAX)} `)).toBeNull();
    expect(appNameIssue('a'.repeat(APP_NAME_MAX + 1))).toEqual({
      key: 'app.nameTooLong',
      params: { max: APP_NAME_MAX },
    });
  });

  it('refuses a description longer than the limit', () => {
    expect(appDescriptionIssue('')).toBeNull();
    expect(appDescriptionIssue('d'.repeat(APP_DESCRIPTION_MAX))).toBeNull();
    expect(appDescriptionIssue('d'.repeat(APP_DESCRIPTION_MAX + 1))).toMatchObject({
      key: 'app.descriptionTooLong',
    });
  });

  it('agrees with the request schema the server validates with, at the limits and one past them', () => {
    for (const name of ['a'.repeat(APP_NAME_MAX), 'a'.repeat(APP_NAME_MAX + 1), ' ']) {
      expect(request({ name }), name.length.toString()).toBe(appNameIssue(name) === null);
    }
    for (const description of ['d'.repeat(APP_DESCRIPTION_MAX), 'd'.repeat(APP_DESCRIPTION_MAX + 1)]) {
      expect(request({ description })).toBe(appDescriptionIssue(description) === null);
    }
  });
});
