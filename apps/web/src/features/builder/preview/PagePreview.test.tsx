import type { Tenant, TenantToken } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompanyContext } from '../../../lib/identity/companyContext.ts';
import { acmeCompanyContext } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { storeToken } from '../../tenants/index.ts';
import { PagePreview } from './PagePreview.tsx';

const sandbox: Tenant = {
  id: '00000000-0000-4000-f000-000000000001',
  organizationId: acmeCompanyContext.selected!.organizationUuid,
  name: 'acme_sandbox',
  environment: 'Sandbox',
  createdAt: '2026-11-01T10:00:00.000Z',
};
/** The user's tenant token for the sandbox, valid for `ms` more. */
const demoToken = (tenant: Tenant, ms: number): TenantToken => ({
  access_token: 'ptt_sandbox',
  token_type: 'Bearer',
  expires_in: Math.round(ms / 1000),
  expires_at: new Date(Date.now() + ms).toISOString(),
  refresh_token: 'ptr_sandbox',
  scope: 'workers.read',
  tenant: tenant.name,
  tenantId: tenant.id,
});
const worker = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  jobTitle: 'Engineer',
  status: 'Active',
});
const workers = [worker('21001', 'Ada', 'Lovelace'), worker('21002', 'Alan', 'Turing')];

function stub(records = workers) {
  return stubPortalApi(
    {
      'GET /auth/v1/organizations/[^/]+/tenants': () => json({ total: 1, data: [sandbox] }),
      'GET /sandbox/acme_sandbox/api/workers/v1/workers': ({ url }) =>
        json({
          total: records.length,
          limit: Number(url.searchParams.get('limit')),
          offset: 0,
          data: records,
        }),
    },
    { permissions: ['apps.read', 'apps.write', 'tenants.read'] },
  );
}

const manifest = (components: unknown[]) =>
  JSON.stringify({ referenceId: 'a', name: 'A', type: 'EXTEND', version: '1.0.0', components });
const filesWith = (model: unknown, kind = 'model') => ({
  'manifest.json': manifest([{ id: 'person', kind, path: 'models/person.json' }]),
  'models/person.json': JSON.stringify(model),
});
const workerModel = {
  name: 'Worker',
  fields: [
    { name: 'firstName', type: 'text' },
    { name: 'jobTitle', type: 'text' },
  ],
};

const page = (over: Record<string, unknown>) =>
  JSON.stringify({
    title: 'People',
    layout: 'form',
    sections: [{ id: 'main', fields: [{ id: 'name', label: 'Name', type: 'text' }] }],
    ...over,
  });

const render = (text: string, files: Record<string, string> = {}) =>
  renderWithProviders(
    <CompanyContext.Provider value={acmeCompanyContext}>
      <PagePreview text={text} files={files} />
    </CompanyContext.Provider>,
  );

describe('the page preview', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('draws a form with an input of the right kind for each field type, and marks the required ones', async () => {
    stub();
    const fields = [
      { id: 'name', label: 'Full name', type: 'text', required: true },
      { id: 'count', label: 'Dependants', type: 'number' },
      { id: 'amount', label: 'Amount', type: 'currency' },
      { id: 'start', label: 'Start date', type: 'date' },
      { id: 'remote', label: 'Works remotely', type: 'boolean' },
      { id: 'kind', label: 'Kind', type: 'select', options: [{ value: 'a', label: 'Travel' }] },
      { id: 'receipt', label: 'Receipt', type: 'attachment' },
    ];
    render(page({ title: 'New <b>report</b>', sections: [{ id: 'main', title: 'Details', fields }] }));
    // Text, never markup: a label or title is drawn as typed.
    expect(await screen.findByRole('heading', { name: 'New <b>report</b>' })).toBeVisible();
    expect(screen.getByText('Form')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Dependants' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Start date' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Works remotely' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Receipt' })).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    expect(await screen.findByRole('option', { name: 'Travel' })).toBeVisible();
  });

  it("offers the sandbox tenant's workers in a worker field once the user holds a tenant token", async () => {
    storeToken(demoToken(sandbox, 30 * 60_000));
    const api = stub();
    render(page({ sections: [{ id: 'main', fields: [{ id: 'who', label: 'Manager', type: 'worker' }] }] }));
    const field = await screen.findByRole('combobox', { name: 'Manager' });
    await userEvent.click(field);
    expect(await screen.findByRole('option', { name: 'Ada Lovelace (21001)' })).toBeVisible();
    const [call] = api.callsTo('GET /sandbox/acme_sandbox/api/workers/v1/workers');
    expect(call?.url.searchParams.get('limit')).toBe('100');
  });

  it('says a worker field needs a tenant connection when there is no token', async () => {
    stub();
    render(page({ sections: [{ id: 'main', fields: [{ id: 'who', label: 'Manager', type: 'worker' }] }] }));
    expect(await screen.findByText('Connect to a tenant to choose one of its workers.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Manager' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Connect to acme_sandbox' })).toBeVisible();
  });

  it('shows actions as buttons described by the note that they run in the deployed app', async () => {
    stub();
    render(
      page({
        actions: [
          { id: 'go', label: 'Submit', style: 'primary' },
          { id: 'no', label: 'Discard', style: 'danger' },
        ],
      }),
    );
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toHaveAccessibleDescription(
      'Actions run in the deployed app: in the preview they do nothing.',
    );
    expect(screen.getByRole('button', { name: 'Discard' })).toBeVisible();
  });

  it('says the page is not JSON instead of drawing it', async () => {
    render('{ "title": ');
    expect(await screen.findByText('This page is not valid JSON, so it cannot be previewed.')).toBeVisible();
  });

  it("lists the schema's problems with their pointers for an invalid page", async () => {
    render(page({ layout: 'grid' }));
    const alert = await screen.findByText(/does not match the page schema/);
    expect(alert).toBeVisible();
    expect(screen.getByText('/layout')).toBeVisible();
  });

  it('shows the message on a field bound to a name the model does not have', async () => {
    stub();
    const fields = [{ id: 'name', label: 'Name', type: 'text', binding: 'nickname' }];
    render(page({ model: 'person', sections: [{ id: 'main', fields }] }), filesWith(workerModel));
    expect(await screen.findByText("The model Worker has no field 'nickname'.")).toBeVisible();
  });

  it("lists the sandbox's records of a model it has a source for, column by bound field", async () => {
    storeToken(demoToken(sandbox, 30 * 60_000));
    stub();
    const fields = [
      { id: 'first', label: 'First name', type: 'text', binding: 'firstName' },
      { id: 'title', label: 'Job title', type: 'text', binding: 'jobTitle' },
    ];
    render(
      page({ layout: 'list', model: 'person', sections: [{ id: 'main', fields }] }),
      filesWith(workerModel),
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('cell', { name: 'Alan' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Job title' })).toBeVisible();
    expect(screen.getByText('The first workers of the sandbox tenant acme_sandbox.')).toBeVisible();
  });

  it('says when the sandbox has no data source for the model, with no rows', async () => {
    stub();
    const model = { name: 'Asset', fields: [{ name: 'barcode', type: 'text' }] };
    const fields = [{ id: 'code', label: 'Barcode', type: 'text', binding: 'barcode' }];
    render(page({ layout: 'list', model: 'person', sections: [{ id: 'main', fields }] }), filesWith(model));
    expect(await screen.findByText('No data source for this model in the sandbox.')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('shows the first record in a detail page and the sections as cards in a dashboard', async () => {
    storeToken(demoToken(sandbox, 30 * 60_000));
    stub();
    const fields = [{ id: 'first', label: 'First name', type: 'text', binding: 'firstName' }];
    const files = filesWith(workerModel);
    const { unmount } = render(
      page({ layout: 'detail', model: 'person', sections: [{ id: 'main', fields }] }),
      files,
    );
    expect(await screen.findByText('Ada')).toBeVisible();
    expect(screen.getByText('Detail')).toBeVisible();
    unmount();
    const sections = [
      { id: 'one', title: 'Who', fields },
      { id: 'two', title: 'Where', fields: [{ id: 'x', label: 'Office', type: 'text' }] },
    ];
    render(page({ layout: 'dashboard', model: 'person', sections }), files);
    expect(await screen.findByRole('heading', { name: 'Where' })).toBeVisible();
    expect(screen.getByText('Dashboard')).toBeVisible();
  });

  it('says the model is missing when the page names one the app does not have', async () => {
    render(page({ layout: 'list', model: 'ghost' }), filesWith(workerModel));
    expect(await screen.findByText("The model 'ghost' is not a component of this app.")).toBeVisible();
  });
});
