/**
 * The product's exact texts for validation and errors (the texts docs/product/ quotes), in English.
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
  'app.versionChangedMeanwhile': 'The version changed while this was asked: reload it and try again.',
  'company.nameRequired': 'Company name is required.',
  'company.billingIdRequired': 'Billing ID is required.',
  'company.billingIdUnique': 'Billing ID already exists. Please enter a unique billing ID.',
  'company.billingIdDigits': 'Billing IDs of test companies contain digits only.',
  'company.tenantPrefixRequired': 'Tenant prefix is required.',
  'company.regionRequired': 'Region is required.',
  'company.regionUnknown': 'There is no region {{region}}. Choose one of the listed regions.',
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
  'sandbox.busy': 'The sandbox is busy with other calls. Try again in a few seconds.',
  'sandbox.methodNotAllowed': '{{method}} is not allowed on this path. Allowed: {{allow}}.',
  'sandbox.passwordTextOnly':
    'The UsernameToken password must be sent as PasswordText (over HTTPS): PasswordDigest is not supported, as the sandbox keeps no clear password to compute a digest from.',
  'sandbox.tooManyGuesses':
    'Too many wrong passwords for {{username}} from this address. Wait {{minutes}} minutes, then try again.',
  'logs.deadline': 'The portal could not answer in time and stopped the request. Try again in a few seconds.',
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
  'builder.unchanged':
    'The draft has no changes since version {{version}} (#{{number}}), so it was not built again. Edit the draft to build a new version.',
  'builder.versionExists':
    'Version {{version}} already exists. Change "version" in manifest.json to a new number (such as {{next}}), then build again.',
  'builder.draftInvalid':
    'The draft cannot be built: {{detail}} No version was made; see Problems for each file and line.',
  'build.referenceIdMismatch':
    "The manifest's reference ID '{{manifestRefId}}' does not match the app's reference ID '{{appRefId}}'.",
  'awsAccess.userLimit': 'User limit of {{maxUsers}} reached',
  'apiClient.ownerLacksPermission':
    'The owner cannot hold the scope {{scope}}: a portal token acts as its owner, and the owner does not have the permission {{permission}}.',
  'portalToken.lacksScope':
    "This portal token's scopes ({{granted}}) do not allow this: it needs the scope {{scope}}. Give the API client that scope (API clients, Edit), then ask for a token with it.",
  'apiClient.ownerAboveYou':
    'You cannot make this person the owner: they may do more in this company than you, and the client would act as them.',
  'apiClient.ownedAboveYou':
    'This client acts as its owner, who may do more in this company than you: only the owner or someone with at least their permissions can change it.',
  'saml.metadataUnreachable':
    'Could not fetch the metadata from that URL. Check that it is a public https address that serves the metadata.',
  'saml.domainNotCompany':
    "{{domain}} is not one of this company's e-mail domains. Provider staff set those on the company; ask them to add it first.",
  'saml.domainTaken': '{{domain}} already signs in through another company’s identity provider.',
  'saml.domainInvalid': '{{domain}} is not a domain. Enter one such as example.com.',
  'saml.responseMissing':
    'The identity provider sent no sign-in response. Start again from the sign-in page.',
  'saml.responseTooLarge':
    'The sign-in response is larger than {{max}} KB, which no identity provider sends: it was refused before being read.',
  'saml.responseRefused':
    'Your identity provider’s sign-in response was refused ({{reason}}). Start again from the sign-in page; if it happens again, tell your company’s administrator.',
  'saml.replayed':
    'This sign-in response was used already. Start again from the sign-in page to get a new one.',
  'saml.unsolicited':
    'This company accepts sign-ins started from the portal only. Open the portal and sign in with your e-mail address.',
  'saml.notEnabled': 'Single sign-on is not switched on for this company.',
  'saml.noEmail':
    'Your identity provider did not send an e-mail address, so the portal cannot tell who you are. Ask your company’s administrator to send one.',
  'saml.emailOutsideDomains':
    'Your identity provider signed you in as {{email}}, which is not in a domain of this company. Ask your company’s administrator.',
  'saml.notMember':
    '{{email}} is not a member of {{company}}. Ask an administrator of {{company}} to invite you.',
  'saml.disabledAccount': 'This account is disabled. Contact your provider to have it enabled.',
  'saml.interactionGone': 'The sign-in page this response answers has expired. Start again from the portal.',
  'xml.doctype': 'A DOCTYPE is not allowed in a {{document}}.',
  'xml.tooDeep':
    'The {{document}} nests elements more than {{max}} levels deep: it was refused before being read.',
  'xml.tooManyElements':
    'The {{document}} holds more than {{max}} elements: it was refused before being read.',
  'xml.tooManyAttributes':
    'An element of the {{document}} has more than {{max}} attributes: it was refused before being read.',
  'xml.textTooLong':
    'A text of the {{document}} is longer than {{max}} characters: it was refused before being read.',
  'xml.malformed': 'The {{document}} is not valid XML ({{detail}}).',
  'graphql.tooLong':
    'The GraphQL document is longer than {{max}} characters: it was refused before being read.',
  'graphql.tooManyTokens':
    'The GraphQL document has more than {{max}} tokens: it was refused before being read.',
  'graphql.tooManyFields':
    'The GraphQL document selects more than {{max}} fields with its fragments expanded: it was refused before being validated.',
  'graphql.fragmentCycle':
    'The GraphQL document spreads a fragment within itself: it was refused before being validated.',
  'oauth.grantTypeMissing':
    "grant_type is missing: send 'authorization_code', 'refresh_token' or 'client_credentials'.",
  'oauth.grantTypeUnsupported':
    "The grant type {{grantType}} is not supported here: use 'authorization_code', 'refresh_token' or 'client_credentials'.",
  'oauth.invalidRequest': 'The request is malformed: {{detail}}',
  'oauth.refreshInvalid':
    'The refresh token is not valid, has expired or was revoked: sign in again for a new one.',
  'oauth.scopeWider':
    'The scope {{scope}} was not granted with this refresh token: a refresh may narrow the scope, never widen it.',
  'oauth.clientUnauthenticated':
    'Authenticate the client: HTTP Basic, or client_id and client_secret in the body.',
  'oauth.revokeNameClient':
    'This token was issued to an API client: authenticate as that client (or name it with client_id if it is public) to revoke it.',
  'oidc.identityWithoutOpenid': "The scope {{scope}} is OpenID Connect's: ask for it together with openid.",
  'oidc.tenantScopeNeeded':
    'Ask for at least one tenant scope beside openid (for example workers.read): the access token is a tenant token.',
  'oidc.loginRequired': 'The user is not signed in to the portal, and prompt=none allows no sign-in page.',
  'oidc.signInTooOld':
    'The user signed in to the portal longer ago than max_age allows, and prompt=none allows no sign-in page.',
  'oidc.maxAgeInvalid': 'max_age must be a whole number of seconds, 0 or more.',
  'oidc.promptNoneAlone': 'prompt=none cannot be combined with other prompt values.',
  'oidc.consentRequired':
    'The user has not allowed this application these scopes yet, and prompt=none allows no consent page.',
  'oidc.tokenInvalid':
    'The access token is not valid, has expired, was revoked, or was not granted the openid scope.',
  'oidc.tokenMissing': 'Send the access token in the Authorization header: Bearer and the token.',
  'oidc.consent.openid': 'Know who you are: your user ID in the portal',
  'oidc.consent.profile': 'See your name',
  'oidc.consent.email': 'See your e-mail address',
  'alerts.mailSubject.firing': 'Alert firing: {{rule}}',
  'alerts.mailSubject.no_data': 'Alert without data: {{rule}}',
  'alerts.mailSubject.ok': 'Alert resolved: {{rule}}',
  'alerts.mailText.firing':
    'The alert rule {{rule}} on the log preset {{preset}} is firing: {{count}} matching lines in the last {{window}} minutes.\n\nSee the lines: {{link}}',
  'alerts.mailText.no_data':
    'The alert rule {{rule}} on the log preset {{preset}} found no matching lines in the last {{window}} minutes.\n\nSee the search: {{link}}',
  'alerts.mailText.ok':
    'The alert rule {{rule}} on the log preset {{preset}} is OK again: {{count}} matching lines in the last {{window}} minutes.\n\nSee the lines: {{link}}',
  'alerts.webhookUnreachable':
    'The webhook URL does not reach a public address over https: it was not called.',
  'promotions.mailSubject.requested': 'Approval asked: {{app}} {{version}} to {{environment}}',
  'promotions.mailText.requested':
    '{{requester}} asks to promote {{app}} version {{version}} to {{environment}}. It needs {{required}} approval(s) by members with the role {{role}} before {{expires}}.\n\nApprove or reject it: {{link}}',
  'promotions.mailSubject.PROMOTED': 'Promoted: {{app}} {{version}} is in {{environment}}',
  'promotions.mailSubject.REJECTED': 'Promotion rejected: {{app}} {{version}} to {{environment}}',
  'promotions.mailSubject.EXPIRED': 'Promotion request expired: {{app}} {{version}} to {{environment}}',
  'promotions.mailSubject.FAILED': 'Promotion failed: {{app}} {{version}} to {{environment}}',
  'promotions.mailText.PROMOTED':
    'Your promotion of {{app}} version {{version}} to {{environment}} was approved and the version moved.\n\n{{link}}',
  'promotions.mailText.REJECTED':
    'Your promotion of {{app}} version {{version}} to {{environment}} was rejected; the version stays where it was.\n\n{{link}}',
  'promotions.mailText.EXPIRED':
    'Your promotion of {{app}} version {{version}} to {{environment}} was not approved in time; the version stays where it was.\n\n{{link}}',
  'promotions.mailText.FAILED':
    'Your promotion of {{app}} version {{version}} to {{environment}} was approved but could not run: {{reason}}\n\n{{link}}',
} as const;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** A validation failure: the key of its text and the values the text names. */
export type Issue = { key: MessageKey; params?: MessageParams };

/** The English text of a message, for the server's error bodies and logs. */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
