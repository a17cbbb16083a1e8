import type { Issue } from '../messages.ts';

/** docs/product/apps.md APPS-1: at most 128 characters. */
export const REFERENCE_ID_MAX = 128;
/** The same rule as a pattern, for JSON Schemas (the app source manifest). */
export const REFERENCE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]*$/;

/** Begins with an alphanumeric, then only alphanumerics or underscores, at most 128 characters. */
export function referenceIdIssue(value: string): Issue | null {
  if (value.length === 0) return { key: 'referenceId.required' };
  if (value.length > REFERENCE_ID_MAX)
    return { key: 'referenceId.tooLong', params: { max: REFERENCE_ID_MAX } };
  if (!REFERENCE_ID_PATTERN.test(value)) return { key: 'referenceId.format' };
  return null;
}

export function duplicateReferenceIdIssue(refId: string): Issue {
  return { key: 'referenceId.duplicate', params: { refId } };
}

/**
 * A reference ID suggested from an app name ("Leave tracker 2" gives "leave_tracker_2"): lower case,
 * letters and digits kept (accents dropped), every other run of characters one underscore, at most 128.
 */
export function referenceIdFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, REFERENCE_ID_MAX)
    .replace(/_+$/, '');
}
