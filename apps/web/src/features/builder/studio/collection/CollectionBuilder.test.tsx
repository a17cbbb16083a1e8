import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../test/identityStub.ts';
import { renderPortal } from '../../../../test/renderPortal.tsx';
import { app, connectedTenant, draft, studioStub } from '../studioTestApi.ts';

const builderPath = '/studiobuilder/app/dir_sync/collection/smoke/builder';
const draftPut = `PUT /apphub/v1/apps/${app.id}/draft`;
const savedCollection = (api: ReturnType<typeof studioStub>, n = 0) =>
  JSON.parse(
    (api.callsTo(draftPut)[n]!.body as { files: Record<string, string> }).files['collections/smoke.json']!,
  );
const answer = (body: string, status = 200, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

async function connected() {
  const user = userEvent.setup();
  renderPortal({ path: builderPath });
  await user.click(await screen.findByRole('button', { name: 'Connect to acme_sb' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Run all' })).toBeEnabled());
  return user;
}

/** Adds a request from the sandbox's schemas of one format, picking one operation. */
async function addFromSchema(user: ReturnType<typeof userEvent.setup>, format: string, operation: string) {
  await user.click(screen.getByRole('button', { name: 'Add request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a request from the API schemas' });
  await user.click(within(dialog).getByRole('radio', { name: format }));
  await user.click(await within(dialog).findByRole('combobox', { name: 'Operation' }));
  await user.click(await screen.findByRole('option', { name: operation }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
}

describe('the collection builder', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it("runs with this page's values, prefilled with the defaults, and saves them only as defaults on demand", async () => {
    const api = studioStub({
      ...connectedTenant,
      'GET /sandbox/acme_sb/api/workers/v1/workers(/[^/]+)?': () => json({ total: 0, data: [] }),
    });
    const user = await connected();
    const value = screen.getByRole('textbox', { name: 'workerId' });
    expect(value).toHaveValue('W-00001');
    await user.clear(value);
    await user.type(value, 'W-00042');
    await user.click(screen.getByRole('button', { name: 'Run all' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain('/sandbox/acme_sb/api/workers/v1/workers/W-00042'),
    );
    // A run value is the page's: the source is not written.
    expect(api.callsTo(draftPut)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save as defaults' }));
    await waitFor(() => expect(api.callsTo(draftPut)).toHaveLength(1));
    expect(savedCollection(api).variables).toEqual([{ name: 'workerId', default: 'W-00042' }]);
  });

  it('refuses to run with a value for a name that is no longer a variable, until it is forgotten', async () => {
    studioStub(connectedTenant);
    const user = await connected();
    await user.type(screen.getByRole('textbox', { name: 'workerId' }), '7');
    const name = screen.getByRole('textbox', { name: 'Variables 1: name' });
    await user.clear(name);
    await user.type(name, 'worker');
    expect(
      screen.getByText("A value was typed for 'workerId', which is no longer a variable of the collection."),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run all' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Forget workerId' }));
    expect(screen.getByRole('button', { name: 'Run all' })).toBeEnabled();
  });

  it('renames the collection in the draft, and says why an empty or long name is not saved', async () => {
    const api = studioStub();
    const user = userEvent.setup();
    renderPortal({ path: builderPath });
    const name = await screen.findByRole('textbox', { name: 'Collection name' });
    await user.clear(name);
    expect(screen.getByText('Give the collection a name.')).toBeVisible();
    await user.click(name);
    await user.paste('x'.repeat(101));
    expect(screen.getByText('Use at most 100 characters.')).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Nightly checks');
    await waitFor(() => expect(api.callsTo(draftPut).length).toBeGreaterThan(0));
    expect(savedCollection(api, api.callsTo(draftPut).length - 1).name).toBe('Nightly checks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nightly checks' })).toBeVisible();
  });

  it('adds a SOAP request from the WSDL, sends its envelope with the SOAPAction, and shows the fault', async () => {
    const wsdl = `<?xml version="1.0"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:xsd="http://www.w3.org/2001/XMLSchema"
  xmlns:soap11="http://schemas.xmlsoap.org/wsdl/soap/" name="Human_Resources" targetNamespace="urn:hr">
  <wsdl:types><xsd:schema><xsd:element name="Get_Workers_Request"><xsd:complexType><xsd:sequence>
    <xsd:element name="Worker_ID" type="xsd:string"/></xsd:sequence></xsd:complexType></xsd:element></xsd:schema></wsdl:types>
  <wsdl:portType name="P"><wsdl:operation name="Get_Workers"/></wsdl:portType>
  <wsdl:binding name="B" type="P"><wsdl:operation name="Get_Workers"><soap11:operation soapAction="urn:hr#Get_Workers"/></wsdl:operation></wsdl:binding>
</wsdl:definitions>`;
    const fault =
      '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>No worker ?</faultstring></env:Fault></env:Body></env:Envelope>';
    const api = studioStub({
      ...connectedTenant,
      'GET /sandbox/acme_sb/soap/Human_Resources': () => answer(wsdl, 200, 'text/xml'),
      'POST /sandbox/acme_sb/soap/Human_Resources': () => answer(fault, 500, 'text/xml'),
    });
    const user = await connected();
    await addFromSchema(user, 'SOAP', 'Get_Workers');
    expect(await screen.findByRole('textbox', { name: 'SOAPAction' })).toHaveValue('urn:hr#Get_Workers');
    expect((screen.getByRole('textbox', { name: /^Envelope/ }) as HTMLTextAreaElement).value).toContain(
      '<sb:Worker_ID>?</sb:Worker_ID>',
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const result = await screen.findByTestId('run-result');
    expect(within(result).getByRole('alert')).toHaveTextContent('SOAP faultNo worker ?');
    expect(within(result).getByText('Failed')).toBeVisible();
    const sent = api.callsTo('POST /sandbox/acme_sb/soap/Human_Resources')[0]!;
    expect(sent.body).toEqual(expect.stringContaining('<sb:Get_Workers_Request>'));
    // The answer is shown as indented XML.
    expect(result.textContent).toContain('  <env:Body>');
    await waitFor(() => expect(api.callsTo(draftPut).length).toBeGreaterThan(0));
    expect(savedCollection(api).requests.at(-1)).toMatchObject({
      format: 'soap',
      method: 'POST',
      path: '/soap/Human_Resources',
      soap: { action: 'urn:hr#Get_Workers' },
    });
  });

  it('adds a GraphQL request from the schema, runs it with its variables, and shows its errors', async () => {
    const sdl = 'type Query { worker(id: ID!): Worker }\ntype Worker { id: ID! email: String! }';
    const api = studioStub({
      ...connectedTenant,
      'GET /sandbox/acme_sb/graphql/schema.graphql': () => answer(sdl, 200, 'text/plain'),
      'POST /sandbox/acme_sb/graphql': () =>
        json({ data: { worker: null }, errors: [{ message: 'No worker W-00001.' }] }),
    });
    const user = await connected();
    await addFromSchema(user, 'GraphQL', 'worker');
    const query = (await screen.findByRole('textbox', { name: /^Query/ })) as HTMLTextAreaElement;
    expect(query.value).toContain('worker(id: $id)');
    // The required id became a collection variable, with a run value of its own.
    expect(screen.getByRole('textbox', { name: 'id' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'id' }), 'W-00001');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const result = await screen.findByTestId('run-result');
    expect(within(result).getByRole('alert')).toHaveTextContent('GraphQL errorsNo worker W-00001.');
    expect(api.callsTo('POST /sandbox/acme_sb/graphql')[0]!.body).toMatchObject({
      variables: { id: 'W-00001' },
    });
  });

  it('switches a request to GraphQL and back, keeping only the fields of its format', async () => {
    const api = studioStub();
    const user = userEvent.setup();
    renderPortal({ path: builderPath });
    await user.click(await screen.findByRole('radio', { name: 'GraphQL' }));
    expect((screen.getByRole('textbox', { name: /^Query/ }) as HTMLTextAreaElement).value).toContain(
      'workers',
    );
    await waitFor(() => expect(api.callsTo(draftPut).length).toBeGreaterThan(0));
    const request = savedCollection(api, api.callsTo(draftPut).length - 1).requests[0];
    expect(request).toMatchObject({ format: 'graphql', method: 'POST', path: '/graphql' });
    expect(request.expectedStatus).toBe(200);
    await user.click(screen.getByRole('radio', { name: 'REST' }));
    expect(screen.getByRole('textbox', { name: 'Path' })).toHaveValue('/api/workers/v1/workers');
    expect(draft.revision).toBe(4);
  });
});
