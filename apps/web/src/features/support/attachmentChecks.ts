import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  supportAttachmentExtensions,
} from '@portal/contracts';

export const ATTACHMENT_ACCEPT = supportAttachmentExtensions.map((extension) => `.${extension}`).join(',');

export type AttachmentIssue =
  | { key: 'tooMany'; params: { max: number } }
  | { key: 'type'; params: { file: string; types: string } }
  | { key: 'tooLarge'; params: { file: string; maxMb: number } }
  | { key: 'empty'; params: { file: string } };

/** The server's rules on a form's files, told before they are sent (the server checks them again). */
export function attachmentIssue(files: readonly File[]): AttachmentIssue | null {
  if (files.length > SUPPORT_ATTACHMENTS_MAX)
    return { key: 'tooMany', params: { max: SUPPORT_ATTACHMENTS_MAX } };
  for (const file of files) {
    const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
    if (!supportAttachmentExtensions.includes(extension))
      return { key: 'type', params: { file: file.name, types: supportAttachmentExtensions.join(', ') } };
    if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES)
      return {
        key: 'tooLarge',
        params: { file: file.name, maxMb: SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024) },
      };
    if (file.size === 0) return { key: 'empty', params: { file: file.name } };
  }
  return null;
}
