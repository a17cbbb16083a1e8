import { setValidationMessages, type ValidationIssue } from '@portal/contracts';

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const formatWords: Record<string, string> = {
  email: 'an email address such as name@example.com',
  url: 'a web address such as https://example.com',
  uuid: 'an ID such as 3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f4a1b2c',
  guid: 'an ID such as 3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f4a1b2c',
  date: 'a date such as 2026-12-31',
  datetime: 'a date and time such as 2026-12-31T23:59:00Z',
  time: 'a time such as 23:59',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
};

function bound(issue: { origin?: string; inclusive?: boolean }, limit: unknown, side: 'min' | 'max'): string {
  const n = String(limit);
  switch (issue.origin) {
    case 'string':
      return side === 'min' ? `at least ${n} characters long` : `at most ${n} characters long`;
    case 'array':
    case 'set':
      return side === 'min' ? `at least ${n} items long` : `at most ${n} items long`;
    case 'file':
      return side === 'min' ? `at least ${n} bytes` : `at most ${n} bytes`;
    case 'date': {
      const when = new Date(Number(limit)).toISOString();
      return side === 'min' ? `no earlier than ${when}` : `no later than ${when}`;
    }
    default:
      if (issue.inclusive === false) return side === 'min' ? `greater than ${n}` : `less than ${n}`;
      return side === 'min' ? `at least ${n}` : `at most ${n}`;
  }
}

/**
 * A zod issue as a sentence a user understands, naming the field by its path ("Too
 * small: expected string to have >=1 characters" reached users). A schema's own message outranks this
 * (zod asks `customError` only when the schema gave none), so the product's own texts (docs/product/) stay.
 */
export function validationSentence(issue: ValidationIssue): string {
  const field = (issue.path ?? []).map(String).join('.');
  const subject = field || 'The value';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${subject} is required.`;
      return `${subject} must be ${typeWords[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.minimum === 1 && (issue.origin === 'string' || issue.origin === 'array'))
        return `${subject} must not be empty.`;
      return `${subject} must be ${bound(issue, issue.minimum, 'min')}.`;
    case 'too_big':
      return `${subject} must be ${bound(issue, issue.maximum, 'max')}.`;
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return `${subject} must start with "${String(issue.prefix)}".`;
      if (issue.format === 'ends_with' && 'suffix' in issue)
        return `${subject} must end with "${String(issue.suffix)}".`;
      if (issue.format === 'includes' && 'includes' in issue)
        return `${subject} must contain "${String(issue.includes)}".`;
      const words = formatWords[issue.format];
      return words ? `${subject} must be ${words}.` : `${subject} is not in the expected form.`;
    }
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `${field || 'The request'} has fields it does not take: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${subject} must be ${JSON.stringify(issue.values[0])}.`
        : `${subject} must be one of: ${issue.values.map((value) => String(value)).join(', ')}.`;
    case 'invalid_union':
      return `${subject} does not match any of the accepted forms.`;
    case 'invalid_key':
      return `${subject} has a key that is not accepted.`;
    case 'invalid_element':
      return `${subject} has a value that is not accepted.`;
    default:
      return `${subject} is not valid.`;
  }
}

/** Makes every zod message without a schema's own text a sentence; called once, idempotent. */
export function installValidationSentences(): void {
  setValidationMessages(validationSentence);
}
