import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoSignInEmails } from '../seed/identityDemo.ts';
import { escapeHtml, renderLoginPage } from './signinPage.ts';

describe('sign-in page', () => {
  it('shows the demo accounts hint only when asked to', () => {
    const withHint = renderLoginPage({
      uid: 'u1',
      productName: 'Workday',
      demoHint: { password: 'demo', emails: ['admin@demo.example', 'b@x', 'c@x'] },
    });
    expect(withHint).toMatch(/<h2 id="demo-heading">Demo accounts<\/h2>/);
    expect(withHint).toContain(
      'Sign in as <code>admin@demo.example</code>, <code>b@x</code> or <code>c@x</code>\nwith the password <code>demo</code>.',
    );
    expect(renderLoginPage({ uid: 'u1', productName: 'Workday' })).not.toMatch(/Demo accounts/);
  });

  // The accounts student@ and producer@ could sign in but were in neither list.
  it("names every seeded account that can sign in, and the README's table does too", () => {
    const emails = demoSignInEmails();
    expect(emails).toEqual(expect.arrayContaining(['student@demo.example', 'producer@demo.example']));
    const page = renderLoginPage({
      uid: 'u1',
      productName: 'Workday',
      demoHint: { password: 'demo', emails },
    });
    const readme = fs.readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Demo accounts'));
    for (const email of emails) {
      expect(page).toContain(`<code>${email}</code>`);
      expect(table, email).toContain(`| \`${email}\` |`);
    }
    expect(table).not.toContain('`system@demo.example`');
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
