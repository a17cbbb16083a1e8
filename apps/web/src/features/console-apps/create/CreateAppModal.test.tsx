import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { CompanyContext, type CompanyContextValue } from '../../../lib/identity/companyContext.ts';
import { acme, demoApp, demoCreated, stubAppsApi, stubUploadXhr } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CreateAppModal } from './CreateAppModal.tsx';

const MB = 1024 * 1024;
const company: CompanyContextValue = {
  companies: [acme],
  selected: acme,
  isLoading: false,
  viewKey: 'acme',
  switchTo: async () => undefined,
};
const created = demoCreated(demoApp(7, { name: 'Payroll Sync', referenceId: 'payroll_sync' }));
const sample = {
  id: '00000000-0000-4000-f000-000000000001',
  sample: 'expenses',
  title: 'Expense approvals',
  description: 'A sample',
  type: 'JOURNEYS',
  published: true,
};

function renderModal(config: { appUploadMaxBytes?: number } = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CompanyContext.Provider value={company}>
      <CreateAppModal opened onClose={onClose} />
    </CompanyContext.Provider>,
    { path: '/console/apps', config },
  );
  // The file picker's own accept filter is bypassed: the form must refuse a wrong file by itself.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  return { ...view, onClose, user };
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const referenceIdInput = () => screen.getByRole('textbox', { name: /^Reference ID/ });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function fillNameAndReferenceId(
  user: ReturnType<typeof userEvent.setup>,
  referenceId = 'payroll_sync',
) {
  await user.type(nameInput(), 'Payroll Sync');
  // The name has already suggested one: the user's own replaces it.
  await user.clear(referenceIdInput());
  await user.type(referenceIdInput(), referenceId);
}

async function chooseZip(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(screen.getByRole('radio', { name: 'Zip file' }));
  await user.upload(fileInput(), file);
}

const zipOf = (bytes: number, name = 'payroll.zip') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/zip' });

// Typing whole forms on a 2-core machine shared by parallel runs takes longer than the 5 s default.
describe('CreateAppModal', { timeout: 20_000 }, () => {
  it('refuses to send without a name or a reference ID, and says so on each field', async () => {
    const api = stubAppsApi({ 'POST /apps': () => json(created, 201) });
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('App name is required.')).toBeVisible();
    expect(screen.getByText('Reference ID is required.')).toBeVisible();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /apps')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the reference ID rule of the contracts for a bad reference ID, before any request', async () => {
    const api = stubAppsApi({ 'POST /apps': () => json(created, 201) });
    const { user } = renderModal();
    await fillNameAndReferenceId(user, '_payroll sync');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(
        'Reference ID must begin with a letter or digit and contain only letters, digits or underscores.',
      ),
    ).toBeVisible();
    expect(referenceIdInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /apps')).toHaveLength(0);
  });

  it('derives the reference ID from the name until the user types one of their own', async () => {
    stubAppsApi();
    const { user } = renderModal();
    await user.type(nameInput(), 'Leave Tracker 2');
    expect(referenceIdInput()).toHaveValue('leave_tracker_2');
    await user.clear(referenceIdInput());
    await user.type(referenceIdInput(), 'my_leave');
    await user.type(nameInput(), 'b');
    expect(referenceIdInput()).toHaveValue('my_leave');
  });

  it("fills the form from a picked zip's manifest, the type included and fixed", async () => {
    stubAppsApi();
    const { user } = renderModal();
    const manifest = {
      referenceId: 'leave_tracker',
      name: 'Leave tracker',
      type: 'JOURNEYS',
      description: 'Time off',
    };
    const zip = zipSync({
      'manifest.json': strToU8(JSON.stringify(manifest)),
      'models/a.json': strToU8('{}'),
    });
    await chooseZip(user, new File([zip], 'leave.zip', { type: 'application/zip' }));
    await waitFor(() => expect(nameInput()).toHaveValue('Leave tracker'));
    expect(referenceIdInput()).toHaveValue('leave_tracker');
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue('Time off');
    expect(await screen.findByDisplayValue('Journeys')).toBeDisabled();
    expect(screen.getByText("Declared by the zip's manifest.json.")).toBeVisible();
  });

  it('creates from scratch with the typed fields, then closes and opens the new app', async () => {
    const api = stubAppsApi({ 'POST /apps': () => json(created, 201) });
    const { user, onClose, router } = renderModal();
    await fillNameAndReferenceId(user);
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Pays people');
    await user.click(screen.getByRole('checkbox', { name: 'Built on Workday' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /apps')[0]!.body).toEqual({
      name: 'Payroll Sync',
      referenceId: 'payroll_sync',
      description: 'Pays people',
      type: 'EXTEND',
      builtOnProvider: true,
      source: 'scratch',
    });
    expect(router.state.location.pathname).toBe(`/console/apps/view/${created.app.id}`);
    // docs/product/apps.md APPS-2: the new app was once opened without a word.
    expect(await screen.findByText('Payroll Sync was created. Its first build has started.')).toBeVisible();
  });

  it('shows the server duplicate message on the Reference ID field and keeps the modal open', async () => {
    stubAppsApi({
      'POST /apps': () => json({ error: 'conflict', message: 'taken' }, 409),
    });
    const { user, onClose } = renderModal();
    await fillNameAndReferenceId(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('An app has already been created with this reference ID: payroll_sync'),
    ).toBeVisible();
    expect(referenceIdInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveValue('Payroll Sync');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a server error in the modal without losing what was typed', async () => {
    stubAppsApi({ 'POST /apps': () => json({ error: 'internal', message: 'down' }, 500) });
    const { user, onClose } = renderModal();
    await fillNameAndReferenceId(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error initializing app.');
    expect(nameInput()).toHaveValue('Payroll Sync');
    expect(referenceIdInput()).toHaveValue('payroll_sync');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates as a copy of a catalog sample: the request carries the sample and its type', async () => {
    const api = stubAppsApi({
      'GET /catalog': () => json({ total: 1, data: [sample] }),
      'POST /apps': () => json(created, 201),
    });
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'App catalog' }));
    await fillNameAndReferenceId(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // No sample chosen yet: nothing is sent.
    expect(await screen.findByText('Choose an app catalog sample.')).toBeVisible();
    expect(api.callsTo('POST /apps')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'App catalog sample' }));
    await user.click(await screen.findByRole('option', { name: 'Expense approvals' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /apps')[0]!.body).toMatchObject({
      referenceId: 'payroll_sync',
      type: 'JOURNEYS',
      source: { catalog: sample.id },
    });
  });

  it('prefills a picked sample as the catalog page’s copy does, keeping what was typed', async () => {
    stubAppsApi({
      'GET /catalog': () => json({ total: 1, data: [sample] }),
      [`GET /catalog/${sample.id}`]: () =>
        json({ ...sample, referenceId: 'expense_approvals', version: '1.0.0', components: [] }),
    });
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'App catalog' }));
    await user.click(screen.getByRole('combobox', { name: 'App catalog sample' }));
    await user.click(await screen.findByRole('option', { name: 'Expense approvals' }));
    await waitFor(() => expect(nameInput()).toHaveValue('Expense approvals'));
    expect(referenceIdInput()).toHaveValue('expense_approvals');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('A sample');
  });

  it('refuses a file that is not a .zip before any request', async () => {
    const xhr = stubUploadXhr();
    stubAppsApi();
    const { user } = renderModal();
    await fillNameAndReferenceId(user);
    await chooseZip(user, new File(['x'], 'payroll.rar'));
    expect(await screen.findByText('The file must be a .zip file.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(xhr.uploads).toHaveLength(0);
  });

  it('refuses a zip over the configured size before any request', async () => {
    const xhr = stubUploadXhr();
    stubAppsApi();
    const { user } = renderModal({ appUploadMaxBytes: MB });
    await fillNameAndReferenceId(user);
    await chooseZip(user, zipOf(MB + 1));
    expect(await screen.findByText('The file must be at most 1 MB.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(xhr.uploads).toHaveLength(0);
  });

  it('asks for a zip when none is picked', async () => {
    const xhr = stubUploadXhr();
    stubAppsApi();
    const { user } = renderModal();
    await fillNameAndReferenceId(user);
    await user.click(screen.getByRole('radio', { name: 'Zip file' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose a .zip file to upload.')).toBeVisible();
    expect(xhr.uploads).toHaveLength(0);
  });

  it('shows the upload progress while the zip is sent, then opens the new app', async () => {
    const xhr = stubUploadXhr();
    stubAppsApi();
    const { user, onClose, router } = renderModal();
    await fillNameAndReferenceId(user);
    await chooseZip(user, zipOf(2048));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    const upload = xhr.uploads[0]!;
    expect(upload.path).toBe('/apphub/v1/apps/upload');
    expect(upload.body.get('referenceId')).toBe('payroll_sync');
    expect((upload.body.get('file') as File).name).toBe('payroll.zip');
    act(() => upload.progress(0.4));
    expect(await screen.findByText('Uploading: 40%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => upload.answer(201, created));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe(`/console/apps/view/${created.app.id}`);
  });

  it('shows a zip the server finds broken on the file field, keeping the form', async () => {
    const xhr = stubUploadXhr();
    stubAppsApi();
    const { user, onClose } = renderModal();
    await fillNameAndReferenceId(user);
    await chooseZip(user, zipOf(2048));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    const message = 'Error detected in zip file. No build was triggered. manifest.json is missing.';
    act(() => xhr.uploads[0]!.answer(422, { error: 'zip_invalid', message }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Payroll Sync');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Error uploading app. Try again.' when the upload fails otherwise", async () => {
    const xhr = stubUploadXhr();
    stubAppsApi();
    const { user } = renderModal();
    await fillNameAndReferenceId(user);
    await chooseZip(user, zipOf(2048));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    act(() => xhr.uploads[0]!.answer(500, { error: 'internal', message: 'down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading app. Try again.');
    expect(referenceIdInput()).toHaveValue('payroll_sync');
  });
});
