import type { SupportCase } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const ACME = '00000000-0000-4000-8000-000000000001';
const CASE_ID = '00000000-0000-4000-8000-0000000000c1';
const opened: SupportCase = {
  id: CASE_ID,
  number: 'CS-1001',
  subject: 'Build fails on manifest',
  category: 'builds',
  severity: 'high',
  status: 'answered',
  organizationId: ACME,
  organizationName: 'Acme Health',
  openedBy: 'Dana Contact',
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  messages: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      author: 'Dana Contact',
      fromSupport: false,
      body: 'Every build fails.',
      createdAt: '2026-11-24T09:00:00.000Z',
      attachments: [
        {
          id: '00000000-0000-4000-8000-0000000000e1',
          fileName: 'build.log',
          mediaType: 'text/plain',
          size: 2048,
          url: `/sub-api/v1/support/cases/${CASE_ID}/attachments/00000000-0000-4000-8000-0000000000e1`,
        },
      ],
    },
    {
      id: '00000000-0000-4000-8000-0000000000d2',
      author: 'Stef Staff',
      fromSupport: true,
      body: 'Your manifest names a model that does not exist.',
      createdAt: '2026-11-24T10:00:00.000Z',
      attachments: [],
    },
  ],
};
const { messages: _messages, ...summary } = opened;

function renderSupport(path: string, options: { contact?: boolean; signedIn?: boolean } = {}) {
  const fetchMock = stubIdentityFetch({
    signedIn: options.signedIn ?? true,
    permissions: { [ACME]: options.contact ? ['apps.read', 'support.manage'] : ['apps.read'] },
    extra: (method, path) => {
      if (method === 'GET' && path === '/sub-api/v1/support/cases')
        return json({ data: [summary], total: 1 });
      if (method === 'POST' && path === '/sub-api/v1/support/cases') return json(opened, 201);
      if (method === 'GET' && path === `/sub-api/v1/support/cases/${CASE_ID}`) return json(opened);
      if (method === 'PUT' && path === `/sub-api/v1/support/cases/${CASE_ID}/status`)
        return json({ ...opened, status: 'closed' });
      return undefined;
    },
  });
  renderPortal({ path });
  return fetchMock;
}

// Typing whole forms on a 2-core machine shared by parallel runs takes longer than the 5 s default.
describe('SupportPage', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in', async () => {
    renderSupport('/support', { signedIn: false });
    expect(await screen.findByText(/to open or follow your company's support cases/)).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href^="/login"]')).toHaveTextContent('Sign in');
  });

  it('tells a user without support.manage who opens cases', async () => {
    const fetchMock = renderSupport('/support');
    expect(
      await screen.findByText(/opened by your company's developer support contacts/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open a case' })).toBeNull();
    expect(callsOf(fetchMock).some((call) => call.includes('/support/cases'))).toBe(false);
  });

  it("lists the company's cases and opens one, refusing a file of the wrong type first", async () => {
    const fetchMock = renderSupport('/support', { contact: true });
    const list = await screen.findByRole('region', { name: 'Cases of Acme Health' });
    expect(await within(list).findByRole('link', { name: 'Build fails on manifest' })).toHaveAttribute(
      'href',
      `/support?case=${CASE_ID}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Open a case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a support case for Acme Health' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Build fails on manifest');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Area/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Builds' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Every build fails.');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'tool.exe'), { applyAccept: false });
    expect(await within(dialog).findByText(/tool.exe: this type is not accepted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    expect(callsOf(fetchMock)).not.toContain('POST /sub-api/v1/support/cases');

    await userEvent.upload(input, new File(['step 3 failed'], 'build.log', { type: 'text/plain' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    expect(
      await screen.findByRole('heading', { name: 'Build fails on manifest', level: 1 }),
    ).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('POST /sub-api/v1/support/cases');
  });

  it('shows a case with its conversation and files, and closes it after a confirmation', async () => {
    const fetchMock = renderSupport(`/support?case=${CASE_ID}`, { contact: true });
    expect(
      await screen.findByRole('heading', { name: 'Build fails on manifest', level: 1 }),
    ).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(2);
    expect(within(conversation).getByRole('link', { name: /build.log/ })).toHaveAttribute(
      'href',
      opened.messages[0]!.attachments[0]!.url,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a reply first.');

    await userEvent.click(screen.getByRole('button', { name: 'Close the case' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close case CS-1001?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close the case' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContain(`PUT /sub-api/v1/support/cases/${CASE_ID}/status`),
    );
  });
});
