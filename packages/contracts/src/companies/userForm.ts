import type { Issue } from '../messages.ts';

export type UserFormRow = { email: string; firstName: string; lastName: string };
export type UserRowIssue = Issue & { row: number; field: keyof UserFormRow };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * docs/product/people.md PEOPLE-5, user form: email required and unique within the form; first and last name
 * required.
 */
export function userFormIssues(rows: UserFormRow[]): UserRowIssue[] {
  const issues: UserRowIssue[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const email = row.email.trim().toLowerCase();
    if (!email) issues.push({ row: index, field: 'email', key: 'user.emailRequired' });
    else if (!EMAIL.test(email)) issues.push({ row: index, field: 'email', key: 'user.emailInvalid' });
    else if (seen.has(email)) issues.push({ row: index, field: 'email', key: 'user.emailDuplicate' });
    if (email) seen.add(email);
    if (!row.firstName.trim()) issues.push({ row: index, field: 'firstName', key: 'user.firstNameRequired' });
    if (!row.lastName.trim()) issues.push({ row: index, field: 'lastName', key: 'user.lastNameRequired' });
  });
  return issues;
}
