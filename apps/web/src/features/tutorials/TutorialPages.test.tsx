import type { TutorialPage, TutorialSummary } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const summary = (slug: string, title: string, intro: boolean, doneCount = 0): TutorialSummary => ({
  slug,
  title,
  summary: `About ${title}.`,
  level: 'beginner',
  minutes: 10,
  order: 10,
  intro,
  published: true,
  stepCount: 2,
  doneCount,
  updatedAt: '2026-11-24T10:00:00.000Z',
});

const page = (done: boolean[]): TutorialPage => ({
  ...summary('first-app', 'Your first app', true, done.filter(Boolean).length),
  steps: [
    {
      id: 'create',
      title: 'Create the app',
      body: 'x',
      html: '<p>Open <strong>Apps</strong>.</p>',
      code: null,
      check: 'My app is listed',
      done: done[0]!,
    },
    {
      id: 'build',
      title: 'Build it',
      body: 'y',
      html: '<p>Watch the build.</p>',
      code: { language: 'json', source: '{"a": 1}' },
      check: 'It built',
      done: done[1]!,
    },
  ],
});

function renderTutorials(path: string, signedIn = true) {
  let done = [false, false];
  const fetchMock = stubIdentityFetch({
    signedIn,
    extra: (method, url, init) => {
      if (method === 'GET' && url === '/sub-api/v1/tutorials')
        return json({
          data: [
            summary('first-app', 'Your first app', true, done.filter(Boolean).length),
            summary('search-logs', 'Search logs', false),
          ],
        });
      if (method === 'GET' && url === '/sub-api/v1/tutorials/first-app') return json(page(done));
      if (method === 'PUT' && url === '/sub-api/v1/tutorials/first-app/progress') {
        const body = JSON.parse(String(init?.body)) as { stepId: string; done: boolean };
        done = done.map((value, i) => (['create', 'build'][i] === body.stepId ? body.done : value));
        return json(page(done));
      }
      return undefined;
    },
  });
  renderPortal({ path });
  return fetchMock;
}

describe('tutorials', () => {
  it('lists the tutorials, and a visitor reads one without ticking', async () => {
    renderTutorials('/learn', false);
    const first = await screen.findByRole('link', { name: 'Your first app' });
    expect(first).toHaveAttribute('href', '/learn?tutorial=first-app');
    await userEvent.click(first);
    expect(await screen.findByRole('heading', { name: 'Your first app', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Build it', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Check: It built')).toBeInTheDocument();
  });

  it('keeps a signed-in user’s ticks and shows the progress', async () => {
    const fetchMock = renderTutorials('/learn?tutorial=first-app');
    const check = await screen.findByRole('checkbox', { name: 'My app is listed' });
    await userEvent.click(check);
    expect(await screen.findByText('1 of 2 steps done')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'It built' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(
      callsOf(fetchMock).filter((call) => call === 'PUT /sub-api/v1/tutorials/first-app/progress'),
    ).toHaveLength(2);
  });

  it('shows a tick on the box from the click on, before the server has saved it', async () => {
    renderTutorials('/learn?tutorial=first-app');
    const check = await screen.findByRole('checkbox', { name: 'My app is listed' });
    fireEvent.click(check);
    expect(check).toBeChecked();
    expect(await screen.findByText('1 of 2 steps done')).toBeInTheDocument();
    await waitFor(() => expect(check).toBeEnabled());
    expect(check).toBeChecked();
  });

  it('walks a new developer through the intro tutorials in order', async () => {
    renderTutorials('/intro');
    expect(await screen.findByRole('heading', { name: 'Start here', level: 1 })).toBeInTheDocument();
    const path = screen.getByRole('region', { name: 'Your first steps' });
    expect(await within(path).findByRole('link', { name: 'Your first app' })).toBeInTheDocument();
    expect(within(path).queryByRole('link', { name: 'Search logs' })).toBeNull();
    await waitFor(() =>
      expect(within(path).getByRole('link', { name: 'All tutorials' })).toHaveAttribute('href', '/learn'),
    );
  });

  it('says so for a tutorial that does not exist', async () => {
    stubIdentityFetch({
      signedIn: false,
      extra: (method, url) =>
        method === 'GET' && url === '/sub-api/v1/tutorials/nothing-here'
          ? json({ error: 'not_found', message: 'Tutorial not found.' }, 404)
          : undefined,
    });
    renderPortal({ path: '/learn?tutorial=nothing-here' });
    expect(await screen.findByText('Tutorial not found.')).toBeInTheDocument();
  });
});
