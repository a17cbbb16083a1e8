import { describe, expect, it } from 'vitest';
import { escapeHtml, renderLoginPage } from './signinPage.ts';

describe('sign-in page', () => {
  it('shows the demo accounts hint only when asked to', () => {
    const withHint = renderLoginPage({ uid: 'u1', productName: 'Workday', demoHint: { password: 'demo' } });
    expect(withHint).toMatch(/<h2 id="demo-heading">Demo accounts<\/h2>/);
    expect(withHint).toMatch(/admin@demo.example/);
    expect(renderLoginPage({ uid: 'u1', productName: 'Workday' })).not.toMatch(/Demo accounts/);
  });

  it('escapes what the user typed and the error', () => {
    const html = renderLoginPage({
      uid: 'u1',
      productName: 'Workday',
      email: '"><script>x</script>',
      error: '<b>',
    });
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('&lt;b&gt;');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
