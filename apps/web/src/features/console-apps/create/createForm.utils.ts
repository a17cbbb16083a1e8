import {
  type AppType,
  appDescriptionIssue,
  appNameIssue,
  type MessageParams,
  referenceIdIssue,
} from '@portal/contracts';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { zipFileIssue, zipUploadErrorIssue } from '../source/zipFile.utils.ts';

export type CreateSource = 'scratch' | 'catalog' | 'upload';

export type CreateFormValues = {
  source: CreateSource;
  name: string;
  referenceId: string;
  description: string;
  type: AppType;
  builtOnProvider: boolean;
  catalogId: string | null;
  file: File | null;
};

export type CreateField = 'name' | 'referenceId' | 'description' | 'catalogId' | 'file';
/** A field's problem: a message key (translated under appsList.messages) or the server's own words. */
export type FieldError = { key: string; params?: MessageParams } | { text: string };
export type FormErrors = Partial<Record<CreateField | 'form', FieldError>>;

export const emptyCreateForm: CreateFormValues = {
  source: 'scratch',
  name: '',
  referenceId: '',
  description: '',
  type: 'EXTEND',
  builtOnProvider: false,
  catalogId: null,
  file: null,
};

/** What the page checks before sending: the same rules the server applies (docs/product/apps.md APPS-1). */
export function validateCreateForm(values: CreateFormValues, maxBytes: number): FormErrors {
  const errors: FormErrors = {};
  const nameIssue = appNameIssue(values.name);
  if (nameIssue) errors.name = nameIssue;
  const refIssue = referenceIdIssue(values.referenceId);
  if (refIssue) errors.referenceId = refIssue;
  const descriptionIssue = appDescriptionIssue(values.description);
  if (descriptionIssue) errors.description = descriptionIssue;
  if (values.source === 'catalog' && !values.catalogId) errors.catalogId = { key: 'catalog.required' };
  if (values.source === 'upload') {
    const zipIssue = zipFileIssue(values.file, maxBytes);
    if (zipIssue) errors.file = zipIssue;
  }
  return errors;
}

const failureKey: Record<CreateSource, string> = {
  scratch: 'create.initFailed',
  catalog: 'create.copyFailed',
  upload: 'create.uploadFailed',
};

/**
 * Puts a server refusal on the field it is about; anything else is the source's text of docs/product/apps.md
 * APPS-2.
 */
export function createErrorToFields(error: unknown, values: CreateFormValues, maxBytes: number): FormErrors {
  const general: FormErrors = { form: { key: failureKey[values.source] } };
  if (!isHttpError(error)) return general;
  const zipIssue = values.source === 'upload' ? zipUploadErrorIssue(error, maxBytes) : null;
  if (zipIssue) return { file: zipIssue };
  switch (error.status) {
    case 409:
      return { referenceId: { key: 'referenceId.duplicate', params: { refId: values.referenceId } } };
    case 422:
      // A sample whose source fails the checks: the server's text says what was found.
      return { form: { text: error.message } };
    case 400: {
      const field = (['referenceId', 'name', 'description'] as const).find((name) =>
        error.message.startsWith(`${name}:`),
      );
      return field ? { [field]: { text: error.message.slice(field.length + 1).trim() } } : general;
    }
    case 404:
      return values.source === 'catalog' ? { catalogId: { text: error.message } } : general;
    default:
      return general;
  }
}
