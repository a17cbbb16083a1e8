import type { LogPreset } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const URL = '/observability/v1/logs/presets';
type Session = Awaited<ReturnType<typeof signIn>>;

const layout = {
  columns: ['date', 'level', 'message'],
  order: ['date', 'level', 'message'],
  widths: { message: 600 },
};
const errorsPreset = {
  name: 'Payroll errors',
  basePreset: 'App Event',
  appId: 'payroll-sync',
  includeDateRange: true,
  dateRange: { kind: 'relative', preset: '24h' },
  filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
  layout,
};

describe('log presets API', () => {
  let ctx: TestContext;
  let admin: Session;
  let dsc: Session;
  const call = (
    who: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    org = ACME,
  ) => who.request(method, url, { headers: { 'x-organization-id': org }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    admin = await signIn(ctx.app, 'admin@demo.example');
    dsc = await signIn(ctx.app, 'dsc@demo.example');
  });
  afterAll(() => ctx?.close());

  it('creates, lists, updates and deletes a preset', async () => {
    const created = await call(admin, 'POST', URL, errorsPreset);
    expect(created.statusCode, created.body).toBe(201);
    const preset = created.json() as LogPreset;
    expect(preset).toMatchObject({ name: 'Payroll errors', includeDateRange: true, layout });

    const list = await call(admin, 'GET', URL);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: preset.id }] });

    const updated = await call(admin, 'PUT', `${URL}/${preset.id}`, {
      ...errorsPreset,
      name: 'Payroll failures',
      includeDateRange: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Not including the range drops the one sent with it.
    expect(updated.json()).toMatchObject({
      name: 'Payroll failures',
      includeDateRange: false,
      dateRange: null,
    });

    expect((await call(admin, 'DELETE', `${URL}/${preset.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `${URL}/${preset.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name whatever its case with 409 and its text', async () => {
    expect((await call(admin, 'POST', URL, { ...errorsPreset, name: 'Slow calls' })).statusCode).toBe(201);
    const other = await call(admin, 'POST', URL, { ...errorsPreset, name: 'Other' });
    const duplicate = await call(admin, 'POST', URL, { ...errorsPreset, name: '  SLOW calls ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: 'conflict',
      message: 'A preset with this name already exists',
    });
    const rename = await call(admin, 'PUT', `${URL}/${other.json().id}`, {
      ...errorsPreset,
      name: 'slow calls',
    });
    expect(rename.statusCode).toBe(409);
  });

  it('keeps presets per user and per company', async () => {
    const mine = (await call(admin, 'GET', URL)).json() as { data: LogPreset[] };
    expect(mine.data.length).toBeGreaterThan(0);
    expect((await call(dsc, 'GET', URL)).json()).toEqual({ total: 0, data: [] });
    expect((await call(admin, 'GET', URL, undefined, BRIGHT)).json()).toEqual({ total: 0, data: [] });
    // The same name is free for another user.
    expect((await call(dsc, 'POST', URL, { ...errorsPreset, name: 'Slow calls' })).statusCode).toBe(201);
    const foreign = await call(dsc, 'PUT', `${URL}/${mine.data[0]!.id}`, errorsPreset);
    expect(foreign.statusCode).toBe(404);
  });

  it('validates presets with the contracts schemas', async () => {
    const noRange = await call(admin, 'POST', URL, { ...errorsPreset, name: 'X', dateRange: null });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().message).toContain('Choose the date range to include in the preset.');
    const badFilter = await call(admin, 'POST', URL, {
      ...errorsPreset,
      name: 'Y',
      filters: [{ column: 'message', condition: 'stringMatch', value: '(a)\\1' }],
    });
    expect(badFilter.json()).toEqual({
      error: 'bad_request',
      message: 'Filter 1 (message): Value must be a valid regular expression.',
    });
    const badColumn = await call(admin, 'POST', URL, {
      ...errorsPreset,
      name: 'Z',
      layout: { ...layout, columns: ['colour'] },
    });
    expect(badColumn.statusCode).toBe(400);
    expect((await call(admin, 'POST', URL, { ...errorsPreset, name: '   ' })).statusCode).toBe(400);
    // A built-in preset's name, whatever its case, would be two presets of one name in the picker.
    const builtIn = await call(admin, 'POST', URL, { ...errorsPreset, name: 'audit activity' });
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json().message).toContain('That name belongs to a built-in preset. Choose another name.');
  });

  it('needs the CSRF token to change presets', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { host: 'localhost:8080', cookie: admin.jar.header(), 'x-organization-id': ACME },
      payload: errorsPreset,
    });
    expect(res.statusCode).toBe(403);
  });

  it('writes preset changes to the audit trail', async () => {
    const res = await call(admin, 'POST', '/observability/v1/logs/search', {
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date().toISOString(),
      preset: 'Audit Activity',
    });
    const actions = (res.json().data as { attributes: { action: string } }[]).map((r) => r.attributes.action);
    expect(actions).toContain('logs.preset.create');
    expect(actions).toContain('logs.preset.delete');
  });
});
