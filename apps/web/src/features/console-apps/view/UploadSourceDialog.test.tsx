import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acme, demoApp, demoCreated, stubAppsApi, stubUploadXhr } from '../../../test/appsTestApi.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { appsKeys } from '../api/keys.ts';
import { appViewPaths } from './appViewPaths.ts';
import { UploadSourceDialog } from './UploadSourceDialog.tsx';

const app = demoApp(4, { referenceId: 'payroll_sync' });
const created = demoCreated(app);
const zip = (bytes = 2048, name = 'payroll.zip') => new File([new Uint8Array(bytes)], name);

function renderDialog(config: { appUploadMaxBytes?: number } = {}, shown = app) {
  stubAppsApi();
  const xhr = stubUploadXhr();
  const onClose = vi.fn();
  const view = renderWithProviders(<UploadSourceDialog app={shown} opened onClose={onClose} />, { config });
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const pick = (file: File) =>
    user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  return { ...view, xhr, onClose, user, pick };
}

describe('UploadSourceDialog', { timeout: 20_000 }, () => {
  it('shows the progress while the zip is sent, then closes, opens the new build and refreshes the app', async () => {
    const { xhr, onClose, user, pick, router, queryClient } = renderDialog();
    queryClient.setQueryData(appsKeys.app(app.id), app);
    queryClient.setQueryData(appsKeys.recent(acme.organizationUuid, 5), { total: 1, data: [app] });
    await pick(zip());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    expect(xhr.uploads[0]!.path).toBe(`/apphub/v1/apps/${app.id}/versions`);
    act(() => xhr.uploads[0]!.progress(0.75));
    expect(await screen.findByText('Uploading: 75%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    act(() => xhr.uploads[0]!.answer(201, created));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe(
      appViewPaths.build(app.id, created.version.id, created.build.id),
    );
    // The view, the lists and home's recent apps show the new version: all are read again.
    expect(queryClient.getQueryState(appsKeys.app(app.id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(appsKeys.recent(acme.organizationUuid, 5))?.isInvalidated).toBe(true);
  });

  it('says what it waits for once every byte is sent: the check, and the build still running', async () => {
    const building = {
      ...app,
      latestVersion: { ...app.latestVersion!, version: '1.4.0', buildStatus: 'IN_PROGRESS' as const },
    };
    const { xhr, user, pick } = renderDialog({}, building);
    await pick(zip());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    act(() => xhr.uploads[0]!.progress(1));
    expect(await screen.findByText('Uploaded. Checking the source...')).toBeVisible();
    expect(
      screen.getByText(
        "The build of version 1.4.0 is still running: the new version's build starts when it is done.",
      ),
    ).toBeVisible();
  });

  it('asks for a file when none is picked, and sends nothing', async () => {
    const { xhr, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a .zip file to upload.')).toBeVisible();
    expect(xhr.uploads).toHaveLength(0);
  });

  it('refuses a wrong extension and a too-large zip before any request', async () => {
    const { xhr, user, pick } = renderDialog({ appUploadMaxBytes: 1024 * 1024 });
    await pick(zip(10, 'payroll.tar.gz'));
    expect(await screen.findByText('The file must be a .zip file.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await pick(zip(1024 * 1024 + 1));
    expect(await screen.findByText('The file must be at most 1 MB.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(xhr.uploads).toHaveLength(0);
  });

  it("shows the server's zip error on the field and stays open", async () => {
    const { xhr, onClose, user, pick } = renderDialog();
    await pick(zip());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    const message = 'Error detected in zip file. No build was triggered. The manifest reference ID differs.';
    act(() => xhr.uploads[0]!.answer(422, { error: 'zip_invalid', message }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("says 'Error uploading app. Try again.' when the upload fails otherwise", async () => {
    const { xhr, onClose, user, pick } = renderDialog();
    await pick(zip());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    act(() => xhr.uploads[0]!.answer(500, { error: 'internal', message: 'Storage is full' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error uploading app. Try again.');
    expect(alert).toHaveTextContent('Storage is full');
    expect(onClose).not.toHaveBeenCalled();
  });
});
