import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoApp, demoCreated, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CopyAppDialog } from './CopyAppDialog.tsx';

const app = demoApp(6, { name: 'Payroll Sync' });
const copy = demoCreated(demoApp(9, { name: 'Payroll Copy', referenceId: 'payroll_copy' }));

function renderDialog(answer: () => Response) {
  const api = stubAppsApi({ [`POST /apps/${app.id}/copy`]: answer });
  const onClose = vi.fn();
  const view = renderWithProviders(<CopyAppDialog app={app} opened onClose={onClose} />);
  const user = userEvent.setup({ delay: null });
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  return { ...view, api, onClose, user, field };
}

describe('CopyAppDialog', { timeout: 20_000 }, () => {
  it('copies with the name and reference ID, then opens the copy', async () => {
    const { api, onClose, user, field, router } = renderDialog(() => json(copy, 201));
    expect(field(/^Name/)).toHaveValue('Copy of Payroll Sync');
    await user.type(field(/^Reference ID/), 'payroll_copy');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`POST /apps/${app.id}/copy`)[0]!.body).toEqual({
      name: 'Copy of Payroll Sync',
      referenceId: 'payroll_copy',
    });
    expect(router.state.location.pathname).toBe(`/console/apps/view/${copy.app.id}`);
  });

  it('refuses a missing or malformed reference ID and an empty name without asking the server', async () => {
    const { api, user, field } = renderDialog(() => json(copy, 201));
    await user.clear(field(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('App name is required.')).toBeVisible();
    expect(screen.getByText('Reference ID is required.')).toBeVisible();
    await user.type(field(/^Reference ID/), 'payroll-copy');
    expect(
      await screen.findByText(
        'Reference ID must begin with a letter or digit and contain only letters, digits or underscores.',
      ),
    ).toBeVisible();
    expect(api.callsTo(`POST /apps/${app.id}/copy`)).toHaveLength(0);
  });

  it('shows the server duplicate message and stays open', async () => {
    const message = 'An app has already been created with this reference ID: payroll_copy';
    const { onClose, user, field } = renderDialog(() => json({ error: 'conflict', message }, 409));
    await user.type(field(/^Reference ID/), 'payroll_copy');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error copying app. Try again.');
    expect(alert).toHaveTextContent(message);
    expect(field(/^Reference ID/)).toHaveValue('payroll_copy');
    expect(onClose).not.toHaveBeenCalled();
  });
});
