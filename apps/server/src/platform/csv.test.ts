import { describe, expect, it } from 'vitest';
import { csvRecord } from './csv.ts';

describe('csvRecord', () => {
  it('joins quoted, formula-safe fields with a CRLF line end', () => {
    expect(csvRecord(['plain', '=1+2', 'a,b', '-5', '@x', '\tt'])).toBe(`plain,'=1+2,"a,b",'-5,'@x,'\tt\r\n`);
  });
});
