import { screen } from '@testing-library/react';
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
    '/sub-api/v1/search': { get: { summary: 'Search', responses: {} } },
  },
};

function renderPage(flag: boolean) {
  stubIdentityFetch({
    extra: (method, path) => (method === 'GET' && path === '/api/openapi.json' ? json(openApi) : undefined),
  });
  renderPortal({ path: '/copilot-apis', config: { flags: { copilot: flag } } });
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

  it('is not found while the copilot flag is off', async () => {
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
