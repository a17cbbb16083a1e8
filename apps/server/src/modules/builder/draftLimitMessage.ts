import type { draftLimitIssue } from '@portal/contracts';

const MB = 1024 * 1024;

/** The 413 text for a draft over one of its text limits (a save, or a zip upload that replaces the draft). */
export function limitMessage(issue: NonNullable<ReturnType<typeof draftLimitIssue>>): string {
  if (issue.kind === 'tooManyFiles') return `A draft holds at most ${issue.max} files.`;
  if (issue.kind === 'fileTooLarge')
    return `${issue.file} is ${(issue.bytes / MB).toFixed(1)} MB; a file of a draft may be at most ${issue.max / MB} MB.`;
  return `The draft's files come to ${(issue.bytes / MB).toFixed(1)} MB; a draft may be at most ${issue.max / MB} MB.`;
}
