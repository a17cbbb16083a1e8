import { describe, expect, it } from 'vitest';
import { jsonForScriptBlock } from './scriptJson.ts';

describe('jsonForScriptBlock', () => {
  const hostile = { name: '</script><script>alert(1)</script><!-- a & b \u2028\u2029 >' };

  it('writes no character that could end the block, open a comment or end a line', () => {
    expect(jsonForScriptBlock(hostile)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(jsonForScriptBlock(hostile))).toEqual(hostile);
  });
});
