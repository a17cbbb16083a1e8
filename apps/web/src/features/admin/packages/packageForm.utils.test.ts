import { describe, expect, it } from 'vitest';
import { emptyDraft, packageFormIssues, writeOf } from './packageForm.utils.ts';

describe('the package form rules', () => {
  it('asks for a name and at least one entitlement', () => {
    expect(packageFormIssues(emptyDraft)).toEqual({
      name: 'Package name is required.',
      entitlements: 'Choose at least one entitlement.',
    });
  });

  it('leaves an empty limit out, so the entitlement keeps its default', () => {
    const draft = {
      name: 'Starter',
      description: '',
      entitlements: [{ name: 'extendbasic' as const, limits: { companyUsers: 40, dscUsers: '' as const } }],
    };
    expect(writeOf(draft).entitlements).toEqual([{ name: 'extendbasic', limits: { companyUsers: 40 } }]);
    expect(packageFormIssues(draft)).toEqual({});
  });

  it('refuses a negative limit with the message the server gives', () => {
    const draft = {
      name: 'x',
      description: '',
      entitlements: [{ name: 'extendbasic' as const, limits: { companyUsers: -2 } }],
    };
    expect(packageFormIssues(draft).entitlements).toBe('A limit cannot be negative.');
  });
});
