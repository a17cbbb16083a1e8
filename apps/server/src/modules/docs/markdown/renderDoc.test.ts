import { describe, expect, it } from 'vitest';
import { renderDoc } from './renderDoc.ts';

const front = `---
title: Tenants and tokens
summary: Connect to a tenant.
section: tenants-and-apis
order: 1
updated: 2026-11-20
---
`;

describe('renderDoc', () => {
  it('renders GFM with heading anchors, code with its language and the headings of the table of contents', async () => {
    const page = await renderDoc(
      `${front}# Tenants\n\nIntro text.\n\n## Get a token\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### With curl\n\n\`\`\`bash\ncurl -H "Authorization: Bearer x" https://example.com\n\`\`\`\n`,
    );
    expect(page.frontMatter).toEqual({
      title: 'Tenants and tokens',
      summary: 'Connect to a tenant.',
      section: 'tenants-and-apis',
      order: 1,
      updated: '2026-11-20',
    });
    expect(page.html).toContain('<h2 id="get-a-token">Get a token</h2>');
    expect(page.html).toContain('<table>');
    expect(page.html).toContain('<code class="language-bash">curl -H');
    expect(page.headings).toEqual([
      { depth: 2, id: 'get-a-token', text: 'Get a token' },
      { depth: 3, id: 'with-curl', text: 'With curl' },
    ]);
    expect(page.text).toContain('Intro text. Get a token');
    expect(page.html).not.toContain('title: Tenants');
  });

  it('renders scripts, raw HTML, iframes, event attributes and javascript: links harmless', async () => {
    const page = await renderDoc(
      `${front}<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) [data](data:text/html,hi) [ok](https://example.com)\n\n![x](javascript:alert(2))\n`,
    );
    expect(page.html).not.toMatch(/<script|<iframe|onerror|javascript:|data:text/i);
    expect(page.html).toContain('<a href="https://example.com">ok</a>');
    expect(page.html).toContain('click');
  });

  it('names the front matter fault', async () => {
    await expect(renderDoc('# No front matter')).rejects.toThrow('Front matter: title is required.');
    await expect(renderDoc(front.replace('section: tenants-and-apis', 'section: nowhere'))).rejects.toThrow(
      /Front matter: section is one of getting-started/,
    );
    await expect(renderDoc(front.replace('updated: 2026-11-20', 'updated: soon'))).rejects.toThrow(
      'Front matter: updated is a date (YYYY-MM-DD).',
    );
    await expect(renderDoc('---\ntitle: [unclosed\n---\n')).rejects.toThrow(/^Front matter: /);
  });
});
