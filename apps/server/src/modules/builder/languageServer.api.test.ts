import { languageServerPath } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lspClient } from '../../../test/languageServerClient.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;

const page = (model: string) =>
  `${JSON.stringify(
    {
      title: 'Records',
      layout: 'list',
      model,
      sections: [{ id: 'list', fields: [{ id: 'title', label: 'Title', type: 'text', binding: 'title' }] }],
    },
    null,
    2,
  )}\n`;

/** Line and character of the first `needle` in `text`, plus `shift` characters. */
function positionOf(text: string, needle: string, shift = 0) {
  const offset = text.indexOf(needle) + shift;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
}

describe('the app builder language server socket', () => {
  let ctx: TestContext;
  let dev: Session;
  let member: Session;
  let appId: string;
  let brightAppId: string;
  const url = (id = appId, org = ACME) => `${languageServerPath(id)}?organizationId=${org}`;
  const uri = (path: string) => `file:///${appId}/${path}`;
  const connect = async (session: Session = dev, id = appId) => {
    const socket = await ctx.app.injectWS(url(id), { headers: { cookie: session.jar.header() } });
    const client = lspClient(socket);
    const init = await client.request('initialize', { processId: 1, rootUri: null, capabilities: {} });
    client.notify('initialized', {});
    return { socket, client, init };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Spoken', referenceId: 'spoken_app', type: 'EXTEND', source: 'scratch' },
    });
    appId = created.json().app.id;
    const admin = demoUsers.find((u) => u.email === 'admin@demo.example')!;
    const bright = await ctx.app.services.apps.createFromForm(
      { userId: admin.id, organizationId: demoOrgs.bright.id },
      { name: 'Theirs', referenceId: 'bright_spoken', type: 'EXTEND', builtOnProvider: false },
      'scratch',
    );
    brightAppId = bright.app.id;
  });
  afterAll(() => ctx.close());

  it("publishes a page's missing model with the build's own message, and the build's validate agrees", async () => {
    const { socket, client, init } = await connect();
    expect(init.result?.capabilities).toMatchObject({
      definitionProvider: true,
      renameProvider: { prepareProvider: true },
    });
    client.notify('textDocument/didOpen', {
      textDocument: { uri: uri('pages/home.json'), languageId: 'json', version: 1, text: page('records') },
    });
    const diagnostics = await client.diagnostics(uri('pages/home.json'), (list) => list.length > 0);
    const diagnostic = diagnostics[0]!;
    expect(diagnostic).toMatchObject({
      source: 'build',
      code: 'component_reference',
      message: "pages/home.json /model: no model component has the id 'records'.",
      range: {
        start: positionOf(page('records'), '"records"', 1),
        end: positionOf(page('records'), '"records"', 8),
      },
    });

    // The same text saved and validated: the build says the same, word for word.
    const draft = (await dev.request('GET', `/apphub/v1/apps/${appId}/draft`, { headers: acme })).json();
    const files = { ...draft.files, 'pages/home.json': page('records') };
    await dev.request('PUT', `/apphub/v1/apps/${appId}/draft`, {
      headers: acme,
      payload: { revision: draft.revision, baseVersionId: draft.baseVersionId, files },
    });
    const validation = (
      await dev.request('POST', `/apphub/v1/apps/${appId}/draft/validate`, { headers: acme })
    ).json();
    expect(validation.issues.map((i: { message: string }) => i.message)).toEqual([diagnostic.message]);

    // Fixed in the editor: the diagnostic goes away.
    client.notify('textDocument/didChange', {
      textDocument: { uri: uri('pages/home.json'), version: 2 },
      contentChanges: [{ text: page('record') }],
    });
    await client.diagnostics(uri('pages/home.json'), (list) => list.length === 0);
    socket.terminate();
  });

  it('goes to the model field a binding names, and renames the field across files', async () => {
    const { socket, client } = await connect();
    const text = page('record');
    client.notify('textDocument/didOpen', {
      textDocument: { uri: uri('pages/home.json'), languageId: 'json', version: 1, text },
    });
    const binding = positionOf(text, '"binding": "title"', 13);
    const definition = await client.request('textDocument/definition', {
      textDocument: { uri: uri('pages/home.json') },
      position: binding,
    });
    expect(definition.result).toEqual([
      expect.objectContaining({ uri: uri('models/record.json'), range: expect.any(Object) }),
    ]);
    const toModel = await client.request('textDocument/definition', {
      textDocument: { uri: uri('pages/home.json') },
      position: positionOf(text, '"record"', 2),
    });
    expect(toModel.result).toEqual([
      {
        uri: uri('models/record.json'),
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      },
    ]);

    const rename = await client.request('textDocument/rename', {
      textDocument: { uri: uri('pages/home.json') },
      position: binding,
      newName: 'heading',
    });
    const changes = rename.result?.changes as Record<string, { newText: string }[]>;
    expect(Object.keys(changes).sort()).toEqual([uri('models/record.json'), uri('pages/home.json')]);
    // The field's name and the model's key in the model, the binding in the page.
    expect(changes[uri('models/record.json')]!.map((e) => e.newText)).toEqual(['heading', 'heading']);
    expect(changes[uri('pages/home.json')]!.map((e) => e.newText)).toEqual(['heading']);
    const refused = await client.request('textDocument/rename', {
      textDocument: { uri: uri('pages/home.json') },
      position: binding,
      newName: 'owner',
    });
    expect(refused.error).toMatchObject({ message: "'owner' is already taken." });
    socket.terminate();
  });

  it('answers malformed messages with JSON-RPC errors, keeps serving, and closes after too many', async () => {
    const { socket, client } = await connect();
    client.sendRaw('{ not json');
    client.sendRaw('[1, 2]');
    client.send({ id: 7, method: 'textDocument/definition', params: { textDocument: 5 } });
    await client.waitFor(
      () => (client.received.filter((m) => m.error).length >= 3 ? true : undefined),
      'three errors',
    );
    expect(client.received.filter((m) => m.error).map((m) => m.error?.code)).toEqual([
      -32700, -32600, -32602,
    ]);
    expect(
      (
        await client.request('textDocument/references', {
          textDocument: { uri: uri('pages/home.json') },
          position: { line: 0, character: 0 },
        })
      ).error,
    ).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const closed = client.closed();
    for (let i = 0; i < 10; i++) client.sendRaw('nope');
    expect(await closed).toBe(1008);
    expect(socket.readyState).toBe(socket.CLOSED);
  });

  it('refuses the upgrade to the signed out, to a role without apps.write and for another company’s app', async () => {
    await expect(ctx.app.injectWS(url())).rejects.toThrow('401');
    await expect(ctx.app.injectWS(url(), { headers: { cookie: member.jar.header() } })).rejects.toThrow(
      '403',
    );
    await expect(
      ctx.app.injectWS(url(brightAppId), { headers: { cookie: dev.jar.header() } }),
    ).rejects.toThrow('404');
    await expect(
      ctx.app.injectWS(url(brightAppId, demoOrgs.bright.id), { headers: { cookie: dev.jar.header() } }),
    ).rejects.toThrow('403');
    await expect(
      ctx.app.injectWS(url(), { headers: { cookie: dev.jar.header(), origin: 'https://evil.example' } }),
    ).rejects.toThrow('403');
  });

  it('closes the socket when the session is signed out', async () => {
    const other = await signIn(ctx.app, 'developer@demo.example');
    const { client } = await connect(other);
    const closed = client.closed();
    expect((await other.request('POST', '/api/v1/logout', { headers: acme })).statusCode).toBeLessThan(300);
    // The next change is not analysed for a session that has ended: the socket closes instead.
    client.notify('textDocument/didOpen', {
      textDocument: { uri: uri('pages/home.json'), languageId: 'json', version: 1, text: page('record') },
    });
    expect(await closed).toBe(4401);
  });
});
