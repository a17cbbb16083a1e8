import { describe, expect, it } from 'vitest';
import { mentionsOf } from './namedThings.ts';

describe('mentionsOf', () => {
  it('reads reference IDs, a version and a build id from a question', () => {
    expect(
      mentionsOf(
        'Why did version 2 of acme_benefits_enrollment fail in build 0F0E0D0C-1111-4222-8333-444455556666?',
      ),
    ).toEqual({
      references: ['acme_benefits_enrollment'],
      version: '2',
      buildId: '0f0e0d0c-1111-4222-8333-444455556666',
    });
    expect(mentionsOf('does v0.2.0 of a_b deploy?')).toMatchObject({ references: ['a_b'], version: '0.2.0' });
  });

  it('takes no plain word for a reference ID, and looks up a few at most', () => {
    expect(mentionsOf('why did my build fail?')).toEqual({ references: [], version: null, buildId: null });
    expect(mentionsOf('a_1 b_2 c_3 d_4 a_1').references).toEqual(['a_1', 'b_2', 'c_3']);
    // "conversion 2" is no version, nor is a v inside a word.
    expect(mentionsOf('after conversion 2 and dev3').version).toBeNull();
  });
});
