import { describe, expect, it } from 'vitest';
import { withProductName } from './webApp.ts';

describe('withProductName', () => {
  it('puts the product name in the title and the brand, escaped', () => {
    const page = '<title>Oops | Developers</title><a><!--product-->Developers</a>';
    expect(withProductName(page, 'Acme & <Co>')).toBe(
      '<title>Oops | Acme &#38; &#60;Co&#62; Developers</title><a>Acme &#38; &#60;Co&#62; Developers</a>',
    );
  });
});
