import type { TutorialSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const row = (slug: string, title: string, order: number): TutorialSummary => ({
  slug,
  title,
  summary: 's',
  level: 'beginner',
  minutes: 5,
  order,
  intro: false,
  published: true,
  stepCount: 1,
  doneCount: 0,
  updatedAt: '2026-11-24T10:00:00.000Z',
});

function renderManager() {
  const fetchMock = stubIdentityFetch({
    user: { globalPermissions: ['admin.portal', 'admin.docs'] },
    extra: (method, url, init) => {
      if (method === 'GET' && url === '/sub-api/v1/tutorials')
        return json({
          data: [row('first-app', 'Your first app', 10), row('tenant-token', 'Tenant token', 20)],
        });
      if (method === 'PUT' && url === '/sub-api/v1/tutorials-order')
        return json({
          data: (JSON.parse(String(init?.body)).slugs as string[]).map((slug, i) => row(slug, slug, i)),
        });
      return undefined;
    },
  });
  renderPortal({ path: '/admin/tutorial-manager' });
  return fetchMock;
}

describe('TutorialManagerPage', () => {
  it('lists the tutorials for staff and reorders them', async () => {
    const fetchMock = renderManager();
    expect(await screen.findByRole('heading', { name: 'Tutorial Manager', level: 1 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Tenant token up' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('PUT /sub-api/v1/tutorials-order'));
  });

  it('checks a new tutorial before sending it', async () => {
    const fetchMock = renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'New tutorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tutorial' });
    // The browser refuses empty required fields itself; what it cannot know is checked here.
    const fill = async (name: RegExp, value: string) =>
      userEvent.type(within(dialog).getByRole('textbox', { name }), value);
    await fill(/Address/, 'Bad Slug');
    await fill(/^Title/, 'GraphQL basics');
    await fill(/Summary/, 'Queries.');
    await fill(/Step title/, 'Query');
    await fill(/^Text/, 'Run it.');
    await fill(/^Check/, 'I ran it');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Step id/ }));
    await fill(/Step id/, 'Two Words');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Address: Use lowercase letters');
    expect(alert).toHaveTextContent('Step id: lowercase letters, digits and single hyphens.');
    expect(callsOf(fetchMock)).not.toContain('POST /sub-api/v1/tutorials');
  }, 20_000);
});
