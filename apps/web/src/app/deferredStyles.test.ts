import { describe, expect, it } from 'vitest';
import { applyDeferredStyles } from './deferredStyles.ts';

describe('deferred styles', () => {
  it('turns on the stylesheets a prerendered page held off its first paint, and no other', () => {
    document.head.innerHTML = `
      <link rel="stylesheet" href="/assets/index.css" media="print" data-deferred-style>
      <link rel="stylesheet" href="/assets/print.css" media="print">`;
    applyDeferredStyles();
    const [held, print] = document.head.querySelectorAll('link');
    expect(held!.media).toBe('all');
    expect(held!.hasAttribute('data-deferred-style')).toBe(false);
    expect(print!.media).toBe('print');
  });
});
