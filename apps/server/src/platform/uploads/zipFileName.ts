import { appUploadIssue, formatMessage } from '@portal/contracts';
import { UploadError } from '../zip/zipError.ts';

/**
 * An upload's extension is checked first: only '.zip' files are accepted, refused by name before any byte is
 * read.
 */
export function assertZipFileName(fileName: string): void {
  const issue = appUploadIssue({ name: fileName });
  if (issue) throw new UploadError('upload_extension', formatMessage(issue.key, issue.params));
}
