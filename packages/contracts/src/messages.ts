/**
 * The product's exact texts for validation and errors (SPEC.md sections 5 and 8), in English.
 * The server answers with them; the web shows an Issue's key through its own bundles (every locale,
 * en included: e.g. console `appsList.messages.*` and `appView.issues.*`), where a test keeps the
 * locales' keys in step.
 */
export const messages = {
  'referenceId.required': 'Reference ID is required.',
  'referenceId.format':
    'Reference ID must begin with a letter or digit and contain only letters, digits or underscores.',
  'referenceId.tooLong': 'Reference ID must be at most {{max}} characters.',
  'referenceId.duplicate': 'An app has already been created with this reference ID: {{refId}}',
  'app.nameRequired': 'App name is required.',
  'app.nameTooLong': 'App name must be at most {{max}} characters.',
  'app.descriptionTooLong': 'The description can be at most {{max}} characters.',
  'company.nameRequired': 'Company name is required.',
  'company.billingIdRequired': 'Billing ID is required.',
  'company.billingIdUnique': 'Billing ID already exists. Please enter a unique billing ID.',
  'company.billingIdDigits': 'Billing IDs of test companies contain digits only.',
  'company.tenantPrefixRequired': 'Tenant prefix is required.',
  'company.regionRequired': 'Region is required.',
  'company.domainRequired': 'At least one domain is required.',
  'company.domainInvalid': 'Enter a domain such as example.com.',
  'company.adminRequired': 'At least one admin is required.',
  'company.adminRecommended': 'Two admins are recommended.',
  'company.linkAlreadyLinked': 'This company is already linked to another company.',
  'company.linkSameType': 'Two companies of the same type cannot be linked.',
  'company.linkSelf': 'A company cannot be linked to itself.',
  'company.linkFromLinked': 'This company is already linked. Unlink it first.',
  'company.linkCycle': 'These companies cannot be linked: the links would form a cycle.',
  'company.notLinked': 'This company is not linked to another company.',
  'company.linkFailed': 'The companies could not be linked. Try again.',
  'company.unlinkFailed': 'The companies could not be unlinked. Try again.',
  'company.billingLookupFailed': 'Error getting billing ID.',
  'company.tenantPrefixFormat':
    'Tenant prefix must begin with a letter and contain only lower-case letters, digits or underscores (at most 32).',
  'company.notFound': 'Company not found.',
  'company.statusTransition': 'A company in status {{from}} cannot move to {{to}}.',
  'user.emailRequired': 'Email is required.',
  'user.emailInvalid': 'Enter a valid email address.',
  'user.emailDuplicate': "You've already entered this email.",
  'user.firstNameRequired': 'First name is required.',
  'user.lastNameRequired': 'Last name is required.',
  'logs.rangeEndBeforeStart': 'The end must not be before the start.',
  'logs.rangeFuture': 'Dates and times in the future are not allowed.',
  'logs.rangeTooFarBack': 'The start can be at most {{limit}} back.',
  'logs.rangeSameDayTime': 'On the same day, the end time must not be before the start time.',
  'logs.regexInvalid': 'Value must be a valid regular expression.',
  'logs.presetNameDuplicate': 'A preset with this name already exists',
  'logs.presetNameRequired': 'Preset name is required.',
  'logs.presetUpdateFailed': 'Failed to update preset. Please try again.',
  'logs.presetDeleteFailed': 'Failed to delete preset.',
  'logs.presetRangeRequired': 'Choose the date range to include in the preset.',
  'logs.downloadFailed': 'Unable to download all logs.',
  'logs.archiveNotFound': 'Archive not found.',
  'logs.archiveNotReady': 'The archive is not ready yet.',
  'logs.archiveFailed': 'The archive could not be written.',
  'logs.archiveInterrupted':
    'The archive was not finished: the server writing it stopped. Delete it and ask for it again.',
  'logs.unknownColumn': 'Unknown column: {{column}}.',
  'logs.valueRequired': 'Enter a value to compare {{column}} with.',
  'logs.numberRequired': 'Value must be a number: {{column}} is compared as a number.',
  'logs.numberConditionOnText': '{{column}} holds text: use a string condition.',
  'logs.dateColumnFilter': 'Filter the date with the date range.',
  'logs.searchTimeout':
    'The search took too long and was stopped. Narrow the date range or add filters, then try again.',
  'logs.busy': 'The portal is busy with other log searches. Try again in a few seconds.',
  'analytics.tooManyPoints':
    'The interval {{interval}} gives more than {{max}} points for this range: choose a longer interval or a shorter range.',
  'analytics.unknownApp': 'Unknown app: {{appId}}. Choose an app of the selected company.',
  'upload.extension': 'The file must be a {{extensions}} file.',
  'upload.tooLarge': 'The file must be at most {{maxMb}} MB.',
  'upload.zipInvalid': 'Error detected in zip file. No build was triggered.',
  'asset.extension': '{{file}} cannot be added: an asset must be a {{extensions}} file.',
  'asset.tooLarge': '{{file}} is larger than {{maxMb}} MB, the most an asset may be.',
  'asset.content': '{{file}} cannot be added: its content is not what its extension says ({{detail}}).',
  'asset.totalTooLarge':
    "The draft's assets would come to {{sizeMb}} MB: a draft's assets may be at most {{maxMb}} MB in all.",
  'asset.tooManyFiles': 'A draft holds at most {{max}} files, assets included.',
  'build.referenceIdMismatch':
    "The manifest's reference ID '{{manifestRefId}}' does not match the app's reference ID '{{appRefId}}'.",
  'awsAccess.userLimit': 'User limit of {{maxUsers}} reached',
} as const;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** A validation failure: the key of its text and the values the text names. */
export type Issue = { key: MessageKey; params?: MessageParams };

/** The English text of a message, for the server's error bodies and logs. */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
