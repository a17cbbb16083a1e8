import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const openApi = {
  paths: {
    '/sub-api/v1/copilot/chat': {
      post: {
        summary: 'Ask a question; the answer streams as server-sent events',
        requestBody: {
          content: {
            'application/json': { schema: { type: 'object', properties: { question: { type: 'string' } } } },
          },
        },
        responses: { 200: { description: 'Default Response' }, 429: { description: 'Default Response' } },
      },
    },
    '/sub-api/v1/copilot/history': {
      delete: { summary: 'Clear your history', responses: { 200: { description: 'Default Response' } } },
    },
    '/sub-api/v1/copilot/history/{id}': {
      get: {
        summary: 'One conversation',
        parameters: [{ name: 'id', in: 'path', required: true }],
        responses: { 200: { description: 'Default Response' } },
      },
    },
    '/sub-api/v1/search': { get: { summary: 'Search', responses: {} } },
  },
};

function renderPage(flag: boolean) {
  const sent: string[] = [];
  stubIdentityFetch({
    extra: (method, path) => {
      if (method === 'GET' && path === '/api/openapi.json') return json(openApi);
      if (path.startsWith('/sub-api/v1/copilot/')) {
        sent.push(`${method} ${path}`);
        return method === 'DELETE'
          ? json({ cleared: 2 })
          : json({ error: 'not_found', message: 'Conversation not found. It may have been cleared.' }, 404);
      }
      return undefined;
    },
  });
  renderPortal({ path: '/copilot-apis', config: { flags: { copilot: flag } } });
  return sent;
}

describe('CopilotApisPage', { timeout: 20_000 }, () => {
  it('lists the copilot operations from the portal OpenAPI document, with their schemas', async () => {
    renderPage(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Copilot APIs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '/sub-api/v1/copilot/chat' })).toBeInTheDocument();
    expect(screen.getByText('Ask a question; the answer streams as server-sent events')).toBeInTheDocument();
    expect(screen.getByText(/"question"/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '/sub-api/v1/search' })).toBeNull();
  });

  it('tries an operation as the signed-in user: path parameters first, the answer shown whatever its status', async () => {
    const sent = renderPage(true);
    const section = (
      await screen.findByRole('heading', { name: '/sub-api/v1/copilot/history/{id}' })
    ).closest('section')!;
    await userEvent.click(within(section).getByRole('button', { name: 'Try it' }));
    const send = await within(section).findByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await userEvent.type(within(section).getByRole('textbox', { name: /id \(path\)/ }), 'abc');
    await userEvent.click(send);
    expect(await within(section).findByText(/404/)).toBeVisible();
    expect(within(section).getByText(/Conversation not found/)).toBeVisible();
    expect(sent).toEqual(['GET /sub-api/v1/copilot/history/abc']);
  });

  it('asks before a DELETE, and sends nothing when cancelled', async () => {
    const sent = renderPage(true);
    const section = (await screen.findByRole('heading', { name: '/sub-api/v1/copilot/history' })).closest(
      'section',
    )!;
    await userEvent.click(within(section).getByRole('button', { name: 'Try it' }));
    await userEvent.click(await within(section).findByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await userEvent.click(within(section).getByRole('button', { name: 'Send request' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send this request?' })).getByRole('button', {
        name: 'Send request',
      }),
    );
    expect(await within(section).findByText(/^200/)).toBeVisible();
    expect(section.textContent).toContain('"cleared": 2');
    expect(sent).toEqual(['DELETE /sub-api/v1/copilot/history']);
  });

  it('is not found while the copilot flag is off', async () => {
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
