import { type Issue, referenceIdIssue, updateAppRequestSchema } from '@portal/contracts';

/** An issue as an i18n key of the console bundle (the contracts' texts, translated there). */
export type IssueText = { key: string; params?: Record<string, string | number> };

const issueText = (issue: Issue): IssueText => ({ key: `appView.issues.${issue.key}`, params: issue.params });

/** The app name rule of the contracts (required, at most 100 characters), as a message to show. */
export function appNameIssueKey(name: string): IssueText | null {
  if (updateAppRequestSchema.safeParse({ name }).success) return null;
  return name.trim().length === 0
    ? issueText({ key: 'app.nameRequired' })
    : { key: 'appView.issues.app.nameTooLong', params: { max: 100 } };
}

/** SPEC.md 5's reference ID rule, from the contracts. */
export function referenceIdIssueKey(referenceId: string): IssueText | null {
  const issue = referenceIdIssue(referenceId);
  return issue ? issueText(issue) : null;
}
