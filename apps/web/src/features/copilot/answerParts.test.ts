import { describe, expect, it } from 'vitest';
import { answerParts } from './answerParts.ts';

describe('answerParts', () => {
  it('cuts prose and fenced code apart', () => {
    expect(answerParts('A request:\n```bash\ncurl -X GET "x"\n```\nDone.')).toEqual([
      { kind: 'text', value: 'A request:' },
      { kind: 'code', value: 'curl -X GET "x"' },
      { kind: 'text', value: 'Done.' },
    ]);
  });

  it('shows code that is still streaming as code', () => {
    expect(answerParts('```\ncurl')).toEqual([{ kind: 'code', value: 'curl' }]);
  });
});
