import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeString } from '../../lib/storage/safeStorage.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { LogArchiveActions } from './LogArchiveActions.tsx';
import { json, logArchive, stubLogApi } from './logsTestApi.ts';

const request = {
  start: '2026-11-20T08:00:00.000Z',
  end: '2026-11-20T09:00:00.000Z',
  preset: 'All' as const,
  filters: [{ column: 'level', condition: 'stringEquals' as const, value: 'error' }],
};

function renderArchives(appId?: string) {
  return renderWithProviders(<LogArchiveActions request={{ ...request, ...(appId ? { appId } : {}) }} />);
}

describe('log archives', () => {
  it("asks for an archive of the range (the app's, without the filters) and shows it in the list", async () => {
    let archived = false;
    const api = stubLogApi({
      'POST /archives': () => {
        archived = true;
        return json(logArchive({ status: 'QUEUED', rowCount: null, sizeBytes: null }), 202);
      },
      'GET /archives': () =>
        json({ data: archived ? [logArchive({ status: 'QUEUED', rowCount: null, sizeBytes: null })] : [] }),
    });
    const user = userEvent.setup();
    renderArchives('payroll-sync');
    await user.click(screen.getByRole('button', { name: 'Archive range' }));
    expect(api.callsTo('POST /archives')[0]?.body).toEqual({
      start: request.start,
      end: request.end,
      appId: 'payroll-sync',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Log archives' });
    expect(await within(drawer).findByText('Queued')).toBeInTheDocument();
    // Not READY: nothing to download yet.
    expect(within(drawer).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the range is refused", async () => {
    stubLogApi({
      'POST /archives': () =>
        json({ error: 'bad_request', message: 'Dates and times in the future are not allowed.' }, 400),
    });
    const user = userEvent.setup();
    renderArchives();
    await user.click(screen.getByRole('button', { name: 'Archive range' }));
    expect(await screen.findByText('Dates and times in the future are not allowed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log archives' })).not.toBeInTheDocument();
  });

  it('lists READY archives with their size and a download link naming the company', async () => {
    writeString(storageKeys.orgUuid, '11111111-2222-4333-8444-555555555555');
    stubLogApi({
      'GET /archives': () =>
        json({
          data: [
            logArchive({ appId: 'a1', appName: 'Payroll Sync' }),
            logArchive({
              id: 'b',
              status: 'FAILED',
              error: 'The archive could not be written.',
              rowCount: null,
              sizeBytes: null,
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderArchives();
    await user.click(screen.getByRole('button', { name: 'Archives' }));
    const drawer = await screen.findByRole('dialog', { name: 'Log archives' });
    expect(await within(drawer).findByText('App Payroll Sync')).toBeInTheDocument();
    expect(within(drawer).getByText('1.5 kB')).toBeInTheDocument();
    expect(within(drawer).getByText('The archive could not be written.')).toBeInTheDocument();
    const links = within(drawer).getAllByRole('link', { name: /^Download the archive of/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute(
      'href',
      '/observability/v1/logs/archives/5f0c2d1e-3a4b-4c5d-8e6f-7a8b9c0d1e2f/download?organizationId=11111111-2222-4333-8444-555555555555',
    );
  });

  it('says when there are no archives, and offers a retry when the list fails', async () => {
    let fail = true;
    stubLogApi({
      'GET /archives': () => (fail ? json({ error: 'internal', message: 'boom' }, 500) : json({ data: [] })),
    });
    const user = userEvent.setup();
    renderArchives();
    await user.click(screen.getByRole('button', { name: 'Archives' }));
    expect(await screen.findByText('Error loading archives')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No archives yet. Choose a date range and press Archive range.'),
    ).toBeInTheDocument();
  });

  it('deletes an archive only after confirmation, and says why when the server refuses', async () => {
    const api = stubLogApi({
      'GET /archives': () => json({ data: [logArchive()] }),
      'DELETE /archives/:id': () =>
        json(
          {
            error: 'forbidden',
            message: 'Only the one who made an archive or a company admin may delete it.',
          },
          403,
        ),
    });
    const user = userEvent.setup();
    renderArchives();
    await user.click(screen.getByRole('button', { name: 'Archives' }));
    const drawer = await screen.findByRole('dialog', { name: 'Log archives' });
    await user.click(await within(drawer).findByRole('button', { name: /^Delete the archive of/ }));
    expect(api.callsTo('DELETE /archives/:id')).toHaveLength(0);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this archive?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Only the one who made an archive or a company admin may delete it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('DELETE /archives/:id')).toHaveLength(1));
  });
});
