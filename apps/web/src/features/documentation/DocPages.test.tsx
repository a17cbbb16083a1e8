import type { DocPage as DocPageData, GlobalPermission } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from '../../lib/markdown/MarkdownContent.tsx';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';

const page: DocPageData = {
  slug: 'tenants',
  title: 'Tenants and tenant tokens',
  summary: 'Connect to a tenant.',
  section: 'tenants-and-apis',
  order: 1,
  updated: '2026-11-24',
  published: true,
  html: '<p>Intro.</p><h2 id="enable-a-tenant">Enable a tenant</h2><pre><code class="language-json">{"a": 1}\n</code></pre>',
  headings: [{ depth: 2, id: 'enable-a-tenant', text: 'Enable a tenant' }],
  previous: { slug: 'getting-started', title: 'Getting started' },
  next: null,
  helpful: null,
};

function renderDoc(
  options: { signedIn?: boolean; globalPermissions?: GlobalPermission[]; answer?: () => Response } = {},
) {
  const fetchMock = stubIdentityFetch({
    signedIn: options.signedIn ?? false,
    user: { globalPermissions: options.globalPermissions ?? [] },
    extra: (method, path) => {
      if (method === 'GET' && path === '/sub-api/v1/docs/tenants') return options.answer?.() ?? json(page);
      if (method === 'PUT' && path === '/sub-api/v1/docs/tenants/feedback')
        return new Response(null, { status: 204 });
      return undefined;
    },
  });
  renderPortal({ path: '/documentation/tenants' });
  return fetchMock;
}

describe('MarkdownContent', () => {
  it('keeps portal links in the app, sends others through the external link, and gives code a copy button', async () => {
    renderWithProviders(
      <MarkdownContent html='<p><a href="/documentation/rest-api">REST</a> <a href="https://example.com/x">Out</a> <a href="#top">Up</a></p><pre><code>curl x</code></pre><table><tr><td>a</td></tr></table>' />,
    );
    expect(screen.getByRole('link', { name: 'REST' })).toHaveAttribute('href', '/documentation/rest-api');
    expect(screen.getByRole('link', { name: /^Out/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Up' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table (scrolls sideways)' })).toBeInTheDocument();
  });
});

describe('DocContent in federal mode', () => {
  it('asks before a link leaves the portal, and keeps portal links as they are', async () => {
    renderWithProviders(
      <MarkdownContent html='<p><a href="https://example.com/spec">The spec</a> <a href="/documentation/rest-api">REST</a></p>' />,
      { config: { portalMode: 'federal' } },
    );
    await userEvent.click(screen.getByRole('link', { name: /^The spec/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REST' })).toHaveAttribute('href', '/documentation/rest-api');
  });
});

describe('DocPage', () => {
  it('shows the page, its contents and neighbours, and offers a visitor to sign in to answer', async () => {
    renderDoc();
    expect(
      await screen.findByRole('heading', { name: 'Tenants and tenant tokens', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Enable a tenant/, level: 2 })).toHaveAttribute(
      'id',
      'enable-a-tenant',
    );
    expect(screen.getByRole('link', { name: 'Link to the section Enable a tenant' })).toHaveAttribute(
      'href',
      '#enable-a-tenant',
    );
    expect(screen.getByText('Last updated Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous: Getting started/ })).toHaveAttribute(
      'href',
      '/documentation/getting-started',
    );
    expect(screen.getByRole('link', { name: 'Sign in to tell us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit page' })).not.toBeInTheDocument();
  });

  it('records a signed-in reader’s answer, and asks what was missing after a no', async () => {
    const fetchMock = renderDoc({ signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    const form = await screen.findByRole('textbox', { name: 'What was missing or unclear?' });
    await userEvent.type(form, 'An example in Python');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    const bodies = fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith('/feedback') && init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ helpful: false }, { helpful: false, comment: 'An example in Python' }]);
  });

  it('offers staff with admin.docs to edit the page', async () => {
    renderDoc({ signedIn: true, globalPermissions: ['admin.portal', 'admin.docs'] });
    expect(await screen.findByRole('button', { name: 'Edit page' })).toBeInTheDocument();
  });

  it('shows a retry when loading fails', async () => {
    renderDoc({ answer: () => json({ error: 'internal', message: 'x' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The documentation could not be loaded.')).toBeInTheDocument();
  });

  it('shows the 404 view for an unknown page', async () => {
    renderDoc({ answer: () => json({ error: 'not_found', message: 'Documentation page not found.' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
