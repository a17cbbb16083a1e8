import { type AdminBuild, type BuildEnvResponse, defaultScriptGlobals } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AdminBuildPage } from './AdminBuildPage.tsx';
import { BuildEnvPage } from './BuildEnvPage.tsx';
import { BuildUtilsPage } from './BuildUtilsPage.tsx';

const MB = 1024 * 1024;
const build = (over: Partial<AdminBuild> = {}): AdminBuild => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'QUEUED',
  appId: '22222222-2222-4222-8222-222222222222',
  appName: 'Expense Helper',
  referenceId: 'expense_helper',
  version: '1.2.0',
  organizationId: '33333333-3333-4333-8333-333333333333',
  organizationName: 'Acme',
  requestedBy: 'developer@demo.example',
  attempts: 0,
  error: null,
  runner: null,
  queuedAt: '2026-11-27T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

type Call = { method: string; path: string; query: string; body: unknown };

/** The admin build endpoints over state held here; identity calls go to their stub (signed in). */
function stubAdminBuilds(builds: AdminBuild[]) {
  const calls: Call[] = [];
  let env: BuildEnvResponse = {
    maxSourceBytes: 100 * MB,
    maxEntries: 2000,
    buildTimeoutSeconds: 600,
    allowedScriptGlobals: ['Math', 'JSON', 'console'],
    updatedAt: null,
    updatedBy: null,
  };
  const identityFetch = stubIdentityFetch({ signedIn: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (!url.pathname.startsWith('/apphub/v1/admin/')) return identityFetch(input, init);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, query: url.search, body });
      if (url.pathname.endsWith('/builds/queue'))
        return json({
          queues: [{ queue: 'builds', queued: 1, deferred: 0, active: 0, oldestQueuedSeconds: 4 }],
          workers: [],
          thisProcess: { runner: 'host:42', concurrency: 2 },
        });
      if (url.pathname.endsWith('/build-utils/validate'))
        return json({
          ok: false,
          referenceId: 'expense_helper',
          version: '1.2.0',
          files: 3,
          uncompressedBytes: 2048,
          issues: [{ code: 'component_missing', message: 'models/record.json is named but missing.' }],
          issueCount: 1,
        });
      if (url.pathname.endsWith('/build-env')) {
        if (method === 'PUT')
          env = { ...body, updatedAt: '2026-11-27T01:00:00.000Z', updatedBy: 'staff@demo.example' };
        return json(env);
      }
      if (url.pathname.endsWith('/cancel')) {
        builds[0] = { ...builds[0]!, status: 'CANCELLED', error: 'Cancelled by provider staff.' };
        return json(builds[0]);
      }
      const state = url.searchParams.get('state');
      const shown = builds.filter((b) =>
        state === 'waiting' ? ['SCHEDULED', 'QUEUED'].includes(b.status) : b.status === 'CANCELLED',
      );
      return json({ total: shown.length, data: shown });
    }),
  );
  return calls;
}

describe('/admin/build', () => {
  it('lists waiting builds with who and where, shows the queue, and cancels one after a confirmation', async () => {
    const calls = stubAdminBuilds([build()]);
    const user = userEvent.setup();
    renderWithProviders(<AdminBuildPage />, { path: '/admin/build?state=waiting' });
    const row = (await screen.findByRole('link', { name: 'Expense Helper' })).closest('tr')!;
    expect(within(row).getByText('Acme')).toBeInTheDocument();
    expect(within(row).getByText('developer@demo.example')).toBeInTheDocument();
    expect(await screen.findByText('1 waiting, 0 delayed, 0 running')).toBeInTheDocument();
    expect(screen.getByText(/This server process \(host:42\) runs up to 2 builds/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Cancel the build of Expense Helper 1.2.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this build?' });
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel build' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: `/apphub/v1/admin/builds/${build().id}/cancel` }),
      ),
    );
    expect(await screen.findByText('No build is waiting.')).toBeInTheDocument();
  });
});

describe('/admin/build/env', () => {
  it('refuses a limit out of its bounds and saves the limits after a confirmation', async () => {
    const calls = stubAdminBuilds([]);
    const user = userEvent.setup();
    renderWithProviders(<BuildEnvPage />);
    const size = await screen.findByRole('textbox', { name: /Source size limit \(MB\)/ });
    expect(size).toHaveValue('100');
    await user.clear(size);
    await user.type(size, '900');
    expect(await screen.findByText('A whole number of MB from 1 to 500.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await user.clear(size);
    await user.type(size, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the build settings?' });
    expect(dialog).toHaveTextContent('allow a source of 2 MB, 2000 entries and run at most 600 seconds');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Last changed .* by staff@demo.example\./)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      maxSourceBytes: 2 * MB,
      maxEntries: 2000,
      buildTimeoutSeconds: 600,
      allowedScriptGlobals: ['Math', 'JSON', 'console'],
    });
  });

  it('edits the allowed script APIs: refuses a bad name or a duplicate, resets to the default list', async () => {
    const calls = stubAdminBuilds([]);
    const user = userEvent.setup();
    renderWithProviders(<BuildEnvPage />);
    const list = await screen.findByRole('textbox', { name: 'Allowed script APIs' });
    expect(list).toHaveValue('Math\nJSON\nconsole');
    expect(screen.getByText(/one a line: 3 names\./)).toBeInTheDocument();
    await user.type(list, '\nfetch-x Math');
    expect(await screen.findByText('Not a JavaScript name: fetch-x.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await user.clear(list);
    await user.type(list, 'Math\nMath');
    expect(await screen.findByText('Listed twice: Math.')).toBeInTheDocument();
    await user.clear(list);
    await user.type(list, 'Math, fetch');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the build settings?' });
    expect(dialog).toHaveTextContent('Scripts may use 2 global APIs.');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        allowedScriptGlobals: ['Math', 'fetch'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset to the default list' }));
    expect(list).toHaveValue(defaultScriptGlobals.join('\n'));
  });
});

describe('/admin/build/utils', () => {
  it('shows the limits a build applies now and checks a zip without building it', async () => {
    const calls = stubAdminBuilds([]);
    const user = userEvent.setup();
    renderWithProviders(<BuildUtilsPage />);
    expect(await screen.findByText('Files and folders in a zip: at most 2000')).toBeInTheDocument();
    expect(screen.getByText('Build time: at most 600 seconds')).toBeInTheDocument();
    expect(screen.getByText('Math, JSON, console')).toBeInTheDocument();
    const zip = new File(['PK'], 'expense.zip', { type: 'application/zip' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, zip);
    await user.click(screen.getByRole('button', { name: 'Check zip' }));
    expect(await screen.findByText('The build would fail with 1 problem.')).toBeInTheDocument();
    expect(screen.getByText('models/record.json is named but missing.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/build-utils/validate'))).toBe(true);
  });
});
