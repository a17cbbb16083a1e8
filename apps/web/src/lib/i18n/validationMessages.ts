import { setValidationMessages, type ValidationIssue } from '@portal/contracts';
import type { i18n } from 'i18next';
import { formatCount } from '../format/numbers.ts';

type Words = { key: string; values?: Record<string, string> };

function wordsOf(issue: ValidationIssue, count: (value: unknown) => string): Words {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'required' };
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'number' };
      return { key: 'invalid' };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'tooShort', values: { min: count(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'tooFew', values: { min: count(issue.minimum) } };
      return {
        key: issue.inclusive === false ? 'greaterThan' : 'atLeast',
        values: { min: count(issue.minimum) },
      };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'tooLong', values: { max: count(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'tooMany', values: { max: count(issue.maximum) } };
      return {
        key: issue.inclusive === false ? 'lessThan' : 'atMost',
        values: { max: count(issue.maximum) },
      };
    case 'invalid_format':
      return {
        key: ['email', 'url', 'date', 'datetime', 'time'].includes(issue.format) ? issue.format : 'format',
      };
    case 'invalid_value':
      return { key: 'oneOf', values: { values: issue.values.map(String).join(', ') } };
    case 'not_multiple_of':
      return { key: 'multipleOf', values: { divisor: count(issue.divisor) } };
    default:
      return { key: 'invalid' };
  }
}

/**
 * A zod issue as a sentence in the user's language, said of the field it is shown under ("Too small: expected
 * string to have >=1 characters" reached users).
 */
export function validationMessage(instance: i18n, issue: ValidationIssue): string {
  const { key, values } = wordsOf(issue, (value) => formatCount(Number(value), instance.language));
  return instance.t(`lib.validation.${key}`, { ns: 'common', ...values });
}

/** Every zod issue without a schema's own text speaks the user's language, whichever it is by then. */
export function installValidationMessages(instance: i18n): void {
  setValidationMessages((issue) => validationMessage(instance, issue));
}
