import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acme, demoApp, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { appsKeys } from '../api/keys.ts';
import { RenameAppDialog } from './RenameAppDialog.tsx';

const app = demoApp(5, { name: 'Payroll Sync' });

function renderDialog(answer: () => Response) {
  const api = stubAppsApi({ [`PATCH /apps/${app.id}`]: answer });
  const onClose = vi.fn();
  const view = renderWithProviders(<RenameAppDialog app={app} opened onClose={onClose} />);
  const user = userEvent.setup({ delay: null });
  return { ...view, api, onClose, user, name: () => screen.getByRole('textbox', { name: /^Name/ }) };
}

describe('RenameAppDialog', { timeout: 20_000 }, () => {
  it('renames the app, shows the new name at once and refreshes the lists', async () => {
    const renamed = { ...app, name: 'Payroll Sync 2' };
    const { api, onClose, user, name, queryClient } = renderDialog(() => json(renamed));
    queryClient.setQueryData(appsKeys.lists(acme.organizationUuid), { total: 1, data: [app] });
    await user.clear(name());
    await user.type(name(), '  Payroll Sync 2 ');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`PATCH /apps/${app.id}`)[0]!.body).toEqual({ name: 'Payroll Sync 2' });
    expect(queryClient.getQueryData(appsKeys.app(app.id))).toEqual(renamed);
    expect(queryClient.getQueryState(appsKeys.lists(acme.organizationUuid))?.isInvalidated).toBe(true);
  });

  it('refuses an empty name without asking the server', async () => {
    const { api, onClose, user, name } = renderDialog(() => json(app));
    await user.clear(name());
    await user.type(name(), '   ');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('App name is required.')).toBeVisible();
    expect(api.callsTo(`PATCH /apps/${app.id}`)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the typed name", async () => {
    const { onClose, user, name } = renderDialog(() =>
      json({ error: 'forbidden', message: 'You may not change this app.' }, 403),
    );
    await user.clear(name());
    await user.type(name(), 'Other');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change this app.');
    expect(name()).toHaveValue('Other');
    expect(onClose).not.toHaveBeenCalled();
  });
});
