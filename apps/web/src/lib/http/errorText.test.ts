import { describe, expect, it } from 'vitest';
import { errorText } from './errorText.ts';
import { HttpError } from './HttpError.ts';

describe('errorText', () => {
  const conflict = new HttpError(409, 'conflict', 'The name is taken.');

  it('gives the server’s message of any HTTP error when no statuses are named', () => {
    expect(errorText(conflict, 'Could not save.')).toBe('The name is taken.');
  });

  it('gives it only for the named statuses, else the place’s text', () => {
    expect(errorText(conflict, 'Could not save.', [400, 409])).toBe('The name is taken.');
    expect(errorText(conflict, 'Could not save.', [400])).toBe('Could not save.');
  });

  it('gives the place’s text for a failure that is not an HTTP error', () => {
    expect(errorText(new Error('boom'), 'Could not save.')).toBe('Could not save.');
  });
});
