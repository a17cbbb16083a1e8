import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { app, overview, studioStub as stub } from './studioTestApi.ts';

describe('the studio builder', { timeout: 20_000 }, () => {
  it("lists the company's apps with their collections in one call, and says when there are none or it failed", async () => {
    const api = stub();
    const { unmount } = renderPortal({ path: '/studiobuilder' });
    const link = await screen.findByRole('link', { name: 'Smoke test' });
    expect(link).toHaveAttribute('href', '/studiobuilder/app/dir_sync/collection/smoke/builder');
    expect(screen.getByText('2 requests')).toBeVisible();
    expect(api.callsTo(`GET /apphub/v1/apps/${app.id}/draft`)).toHaveLength(0);
    unmount();
    stub({ 'GET /apphub/v1/studio/collections': () => overview([]) });
    const second = renderPortal({ path: '/studiobuilder' });
    expect(await screen.findByText(/No app of your company has a collection yet/)).toBeVisible();
    second.unmount();
    stub({ 'GET /apphub/v1/studio/collections': () => json({ error: 'internal', message: 'down' }, 500) });
    renderPortal({ path: '/studiobuilder' });
    expect(await screen.findByText('The collections could not be loaded.')).toBeVisible();
  });

  it("creates a collection in the app's draft (its file and manifest entry) and opens its builder", async () => {
    const api = stub();
    const user = userEvent.setup();
    renderPortal({ path: '/studiobuilder/app/dir_sync' });
    expect(await screen.findByRole('row', { name: /Smoke test/ })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Payroll checks');
    await user.type(within(dialog).getByRole('textbox', { name: 'Id' }), 'Bad Id');
    expect(within(dialog).getByText(/Use 1-64 lowercase letters/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Id' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Id' }), 'payroll');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo(`PUT /apphub/v1/apps/${app.id}/draft`)).toHaveLength(1));
    const saved = api.callsTo(`PUT /apphub/v1/apps/${app.id}/draft`)[0]!.body as {
      revision: number;
      files: Record<string, string>;
    };
    expect(saved.revision).toBe(4);
    expect(JSON.parse(saved.files['collections/payroll.json']!)).toEqual({
      name: 'Payroll checks',
      variables: [],
      requests: [],
    });
    expect(JSON.parse(saved.files['manifest.json']!).components).toContainEqual({
      id: 'payroll',
      kind: 'collection',
      path: 'collections/payroll.json',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll checks' })).toBeVisible();
  });

  it('deletes a collection only once confirmed', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderPortal({ path: '/studiobuilder/app/dir_sync' });
    await user.click(await screen.findByRole('button', { name: 'Delete Smoke test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`PUT /apphub/v1/apps/${app.id}/draft`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Smoke test' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete collection' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.callsTo(`PUT /apphub/v1/apps/${app.id}/draft`)).toHaveLength(1));
    const files = (
      api.callsTo(`PUT /apphub/v1/apps/${app.id}/draft`)[0]!.body as { files: Record<string, string> }
    ).files;
    expect(files['collections/smoke.json']).toBeUndefined();
  });

  it('edits the collection inside the draft: reorders and deletes requests, saved after a pause', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderPortal({ path: '/studiobuilder/app/dir_sync/collection/smoke/builder' });
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The first request is open; a tenant is needed to run.
    expect(screen.getByRole('textbox', { name: 'Path' })).toHaveValue('/api/workers/v1/workers');
    expect(screen.getByRole('button', { name: 'Run all' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Move One worker up' }));
    await user.click(within(list).getByRole('button', { name: 'Delete List workers' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('draft-status')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(api.callsTo(`PUT /apphub/v1/apps/${app.id}/draft`)).toHaveLength(1));
    const files = (
      api.callsTo(`PUT /apphub/v1/apps/${app.id}/draft`)[0]!.body as { files: Record<string, string> }
    ).files;
    expect(JSON.parse(files['collections/smoke.json']!).requests.map((r: { id: string }) => r.id)).toEqual([
      'one',
    ]);
    await waitFor(() => expect(screen.getByTestId('draft-status')).toHaveTextContent('Draft saved'));
  });

  it('says so when the collection is not in the draft', async () => {
    stub();
    renderPortal({ path: '/studiobuilder/app/dir_sync/collection/nope/builder' });
    expect(await screen.findByText("This app's draft has no collection named 'nope'.")).toBeVisible();
  });
});
