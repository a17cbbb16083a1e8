import { describe, expect, it } from 'vitest';
import { inviteRequestSchema, memberRolesRequestSchema } from './people.ts';

describe('memberRolesRequestSchema (docs/product/people.md PEOPLE-3)', () => {
  it('takes the selectable roles once each', () => {
    expect(memberRolesRequestSchema.parse({ roles: ['admin', 'member', 'admin'] })).toEqual({
      roles: ['admin', 'member'],
    });
  });

  it('refuses dsc, systemaccount and no role at all', () => {
    for (const roles of [['dsc'], ['member', 'systemaccount'], []])
      expect(memberRolesRequestSchema.safeParse({ roles }).success, roles.join()).toBe(false);
  });
});

describe('inviteRequestSchema (PEOPLE-5)', () => {
  const row = { email: 'a@example.com', firstName: 'A', lastName: 'B', roles: ['member'] };

  it('reports a repeated email on the row and field where it repeats', () => {
    const result = inviteRequestSchema.safeParse({ users: [row, { ...row, email: ' A@Example.com ' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['users.1.email', "You've already entered this email."],
    ]);
  });

  it('requires the email and both names', () => {
    const result = inviteRequestSchema.safeParse({
      users: [{ ...row, email: '', firstName: ' ', lastName: '' }],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Email is required.',
      'First name is required.',
      'Last name is required.',
    ]);
  });
});
