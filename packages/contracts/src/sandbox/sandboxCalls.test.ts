import { describe, expect, it } from 'vitest';
import { graphqlErrorMessage, soap11Headers } from './sandboxCalls.ts';

describe('sandbox calls', () => {
  it('quotes the SOAPAction, an empty one too', () => {
    expect(soap11Headers('Get_Workers')).toEqual({
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '"Get_Workers"',
    });
    expect(soap11Headers('').soapaction).toBe('""');
  });

  it("reads a GraphQL answer's errors, and none from an answer without", () => {
    expect(graphqlErrorMessage({ errors: [{ message: 'a' }, { message: 'b' }] })).toBe('a; b');
    expect(graphqlErrorMessage({ data: {}, errors: [] })).toBeNull();
    expect(graphqlErrorMessage(null)).toBeNull();
  });
});
