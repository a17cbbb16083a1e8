import { appNameIssue, type Issue, referenceIdIssue } from '@portal/contracts';

/** An issue as an i18n key of the console bundle (the contracts' texts, translated there). */
export type IssueText = { key: string; params?: Record<string, string | number> };

const issueText = (issue: Issue): IssueText => ({ key: `appView.issues.${issue.key}`, params: issue.params });

/** The app name rule of the contracts (required, at most APP_NAME_MAX characters), as a message to show. */
export function appNameIssueKey(name: string): IssueText | null {
  const issue = appNameIssue(name);
  return issue ? issueText(issue) : null;
}

/** The reference ID rule (docs/product/apps.md APPS-1), from the contracts. */
export function referenceIdIssueKey(referenceId: string): IssueText | null {
  const issue = referenceIdIssue(referenceId);
  return issue ? issueText(issue) : null;
}
