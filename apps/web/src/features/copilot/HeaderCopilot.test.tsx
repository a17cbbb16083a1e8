import type { CopilotConversationDetail, CopilotSource } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';
const QUESTION = '00000000-0000-4000-8000-0000000000a1';
const ANSWER = '00000000-0000-4000-8000-0000000000a2';
const at = '2026-11-20T10:00:00.000Z';
const sources: CopilotSource[] = [
  { kind: 'doc', title: 'Tenants and tenant tokens', url: '/documentation/tenants' },
];

/** The answer's events as the server writes them, cut in two pieces mid-frame as a network may. */
function sseAnswer() {
  const frames = [
    `event: start\ndata: ${JSON.stringify({ conversationId: CONVERSATION, messageId: ANSWER })}\n\n`,
    `event: chunk\ndata: ${JSON.stringify({ text: 'Found in the documentation:\n' })}\n\n`,
    `event: chunk\ndata: ${JSON.stringify({ text: '• Tenants and tenant tokens: connect first.' })}\n\n`,
    `event: done\ndata: ${JSON.stringify({ messageId: ANSWER, mode: 'retrieval', sources })}\n\n`,
  ].join('');
  const bytes = new TextEncoder().encode(frames);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 90));
      controller.enqueue(bytes.slice(90));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const stored: CopilotConversationDetail = {
  id: CONVERSATION,
  kind: 'chat',
  title: 'How do I get a tenant token?',
  createdAt: at,
  updatedAt: at,
  messages: [
    {
      id: QUESTION,
      role: 'user',
      content: 'How do I get a tenant token?',
      html: null,
      sources: [],
      mode: null,
      feedback: null,
      createdAt: at,
    },
    {
      id: ANSWER,
      role: 'assistant',
      content: 'Found in the documentation:\n\n- Tenants and tenant tokens: **connect** first.',
      html: '<p>Found in the documentation:</p>\n<ul>\n<li>Tenants and tenant tokens: <strong>connect</strong> first.</li>\n</ul>',
      sources,
      mode: 'retrieval',
      feedback: null,
      createdAt: at,
    },
  ],
};

function renderCopilot(flag = true) {
  let chatBody: unknown = null;
  const fetchMock = stubIdentityFetch({
    extra: (method, path, init) => {
      if (method === 'POST' && path === '/sub-api/v1/copilot/generate') {
        chatBody = JSON.parse(String(init?.body));
        return sseAnswer();
      }
      if (method === 'POST' && path === '/sub-api/v1/copilot/chat') {
        chatBody = JSON.parse(String(init?.body));
        return sseAnswer();
      }
      if (method === 'GET' && path === `/sub-api/v1/copilot/history/${CONVERSATION}`) return json(stored);
      if (method === 'GET' && path === '/sub-api/v1/copilot/history')
        return json({
          total: 1,
          data: [{ id: CONVERSATION, kind: 'chat', title: stored.title, createdAt: at, updatedAt: at }],
        });
      if (method === 'DELETE' && path === '/sub-api/v1/copilot/history')
        return new Response(null, { status: 204 });
      if (method === 'PUT' && path === `/sub-api/v1/copilot/feedback/${ANSWER}`)
        return new Response(null, { status: 204 });
      return undefined;
    },
  });
  renderPortal({ path: '/about', config: { flags: { copilot: flag } } });
  return { fetchMock, chatBody: () => chatBody };
}

describe('HeaderCopilot', { timeout: 20_000 }, () => {
  it('streams an answer with its sources, takes feedback, and closes on Escape', async () => {
    const { fetchMock, chatBody } = renderCopilot();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the copilot' }));
    const panel = await screen.findByRole('dialog', { name: 'Copilot' });
    await userEvent.type(
      within(panel).getByRole('textbox', { name: /Your question/ }),
      'How do I get a tenant token?',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Ask' }));

    expect(await within(panel).findByRole('link', { name: 'Tenants and tenant tokens' })).toHaveAttribute(
      'href',
      '/documentation/tenants',
    );
    expect(within(panel).getByText('Found in the portal, not generated')).toBeInTheDocument();
    expect(chatBody()).toEqual({ question: 'How do I get a tenant token?', context: {} });

    await userEvent.click(within(panel).getByRole('button', { name: 'Not helpful' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain(`PUT /sub-api/v1/copilot/feedback/${ANSWER}`));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copilot' })).toBeNull());
  });

  it('keeps a follow-up question and its answer on screen once the conversation is stored', async () => {
    // The server's conversation grows with each question, as the real one stores each exchange.
    const asked: string[] = [];
    stubIdentityFetch({
      extra: (method, path, init) => {
        if (method === 'POST' && path === '/sub-api/v1/copilot/chat') {
          asked.push((JSON.parse(String(init?.body)) as { question: string }).question);
          return sseAnswer();
        }
        if (method === 'GET' && path === `/sub-api/v1/copilot/history/${CONVERSATION}`)
          return json({
            ...stored,
            messages: asked.flatMap((question, index) => [
              { ...stored.messages[0]!, id: `${QUESTION.slice(0, -1)}${index}`, content: question },
              { ...stored.messages[1]!, id: `${ANSWER.slice(0, -1)}${index}` },
            ]),
          });
        return undefined;
      },
    });
    renderPortal({ path: '/about', config: { flags: { copilot: true } }, queryFresh: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the copilot' }));
    const panel = await screen.findByRole('dialog', { name: 'Copilot' });
    const box = within(panel).getByRole('textbox', { name: /Your question/ });
    await user.type(box, 'How do I get a tenant token?{Enter}');
    await within(panel).findByRole('button', { name: 'Helpful' });
    await user.type(box, 'And how long does it last?{Enter}');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(await within(panel).findByText('And how long does it last?')).toBeVisible();
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Helpful' })).toHaveLength(2));
  });

  it('reopens a conversation from the history and clears it after a confirmation', async () => {
    const { fetchMock } = renderCopilot();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the copilot' }));
    const panel = await screen.findByRole('dialog', { name: 'Copilot' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'History' }));
    await userEvent.click(
      await within(panel).findByRole('button', { name: /How do I get a tenant token\?/ }),
    );
    expect(await within(panel).findByRole('link', { name: 'Tenants and tenant tokens' })).toBeInTheDocument();
    // The stored answer shows as the server rendered its Markdown: a list, with its emphasis.
    expect(within(panel).getByText(/Tenants and tenant tokens: .*first\./, { selector: 'li' })).toBeVisible();
    expect(within(panel).getByText('connect', { selector: 'strong' })).toBeVisible();

    await userEvent.click(within(panel).getByRole('tab', { name: 'History' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Clear history' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear your copilot history?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('DELETE /sub-api/v1/copilot/history'));
  });

  it('runs a prompt of the library on the text in the question box', async () => {
    const { chatBody } = renderCopilot();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the copilot' }));
    const panel = await screen.findByRole('dialog', { name: 'Copilot' });
    await userEvent.type(within(panel).getByRole('textbox', { name: /Your question/ }), 'Get_Workers');
    await userEvent.click(within(panel).getByRole('button', { name: 'Prompts' }));
    // Nothing on this page to explain: the build prompt waits for a build or an app on screen.
    expect(screen.getByRole('menuitem', { name: 'Explain this build failure' })).toBeDisabled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Write a request for this operation' }));
    expect(await within(panel).findByRole('link', { name: 'Tenants and tenant tokens' })).toBeInTheDocument();
    expect(chatBody()).toEqual({ promptId: 'writeRequest', context: {}, input: 'Get_Workers' });
    expect(localStorage.getItem('devsite:copilotGenerateId')).toBeNull();
  });

  it('reopens the generation that was running when the page went away', async () => {
    localStorage.setItem('devsite:copilotGenerateId', CONVERSATION);
    renderCopilot();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the copilot' }));
    const panel = await screen.findByRole('dialog', { name: 'Copilot' });
    expect(await within(panel).findByRole('link', { name: 'Tenants and tenant tokens' })).toBeInTheDocument();
    expect(localStorage.getItem('devsite:copilotGenerateId')).toBeNull();
  });

  it('shows the button only once the companies are in, so that the company switcher does not push it aside', async () => {
    // The header's row is packed to the right: the switcher coming in after the button moved it 220 px
    // left, under a pointer pressing it, and the click was lost (e2e/copilot.spec.ts).
    let releaseCompanies = () => {};
    const companiesHeld = new Promise<void>((resolve) => {
      releaseCompanies = resolve;
    });
    const identity = stubIdentityFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (new URL(String(input), 'http://localhost').pathname === '/auth/v2/organizations/self')
          await companiesHeld;
        return identity(input, init);
      }),
    );
    // The button's module loaded already, as after a first page: only the companies may hold it now.
    await import('./CopilotButton.tsx');
    renderPortal({ path: '/about', config: { flags: { copilot: true } } });
    expect(await screen.findByRole('button', { name: /^Account menu for/ })).toBeInTheDocument();
    // Not there for a while: nothing but the companies holds it.
    await expect(
      screen.findByRole('button', { name: 'Open the copilot' }, { timeout: 500 }),
    ).rejects.toThrow();

    releaseCompanies();
    expect(await screen.findByRole('button', { name: 'Company: Acme Health' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open the copilot' })).toBeInTheDocument();
  });

  it('is absent when the flag is off', async () => {
    renderCopilot(false);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the copilot' })).toBeNull();
  });
});
