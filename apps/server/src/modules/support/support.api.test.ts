import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

type File = { name: string; data: Buffer };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const form = (fields: Record<string, string>, files: File[] = []) => multipartBody(fields, files);

const acme = { 'x-organization-id': demoOrgs.acme.id };
const validCase = {
  subject: 'Build fails on manifest',
  category: 'builds',
  severity: 'high',
  description: 'Every build of expense_checker fails since this morning.',
};

describe('support cases: opened by a company’s support contacts, answered by the provider', () => {
  let ctx: TestContext;
  let dsc: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let producer: Awaited<ReturnType<typeof signIn>>;
  let staff: Awaited<ReturnType<typeof signIn>>;

  const open = (session: typeof dsc, fields: Record<string, string>, files: File[] = [], org = acme) => {
    const body = form(fields, files);
    return session.request('POST', '/sub-api/v1/support/cases', {
      headers: { ...org, ...body.headers },
      payload: body.payload,
    });
  };
  const storedFiles = async () => {
    const { readdir } = await import('node:fs/promises');
    return readdir(`${ctx.config.filesDir}/support`).catch(() => [] as string[]);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dsc = await signIn(ctx.app, 'dsc@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    producer = await signIn(ctx.app, 'producer@demo.example');
    staff = await signIn(ctx.app, 'staff@demo.example');
  });
  afterAll(() => ctx.close());

  it('runs a case from opening to closing: files, replies, statuses, and who may see it', async () => {
    const res = await open(dsc, validCase, [
      { name: 'screenshot.png', data: PNG },
      { name: 'build.log', data: Buffer.from('step 3 failed\n') },
    ]);
    expect(res.statusCode).toBe(201);
    const opened = res.json();
    expect(opened).toMatchObject({ subject: validCase.subject, status: 'open', severity: 'high' });
    expect(opened.number).toMatch(/^CS-\d{4,}$/);
    const [first] = opened.messages;
    expect(first.body).toBe(validCase.description);
    expect(first.attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      'build.log',
      'screenshot.png',
    ]);

    const download = await dsc.request('GET', first.attachments[1].url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');

    // The company's list; another company's user and a company admin without support.manage are kept out.
    expect((await dsc.request('GET', '/sub-api/v1/support/cases', { headers: acme })).json().total).toBe(1);
    expect((await admin.request('GET', '/sub-api/v1/support/cases', { headers: acme })).statusCode).toBe(403);
    const foreign = await producer.request('GET', `/sub-api/v1/support/cases/${opened.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Support case not found.');
    expect((await producer.request('GET', first.attachments[0].url)).statusCode).toBe(404);

    // The provider's support sees every company's case and answers.
    const queue = (await staff.request('GET', '/sub-api/v1/admin/support-cases?status=open')).json();
    expect(queue.data.map((c: { id: string }) => c.id)).toContain(opened.id);
    expect((await dsc.request('GET', '/sub-api/v1/admin/support-cases')).statusCode).toBe(403);
    const reply = form({ body: 'Your manifest names a model that does not exist; see the attached fix.' });
    const answered = await staff.request('POST', `/sub-api/v1/support/cases/${opened.id}/messages`, {
      headers: reply.headers,
      payload: reply.payload,
    });
    expect(answered.json()).toMatchObject({ status: 'answered' });
    expect(answered.json().messages[1]).toMatchObject({ fromSupport: true });

    const closed = await dsc.request('PUT', `/sub-api/v1/support/cases/${opened.id}/status`, {
      payload: { status: 'closed' },
    });
    expect(closed.json().status).toBe('closed');
    const late = form({ body: 'One more thing' });
    const refused = await dsc.request('POST', `/sub-api/v1/support/cases/${opened.id}/messages`, {
      headers: late.headers,
      payload: late.payload,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This case is closed. Reopen it to reply.');
    const reopened = await dsc.request('PUT', `/sub-api/v1/support/cases/${opened.id}/status`, {
      payload: { status: 'open' },
    });
    expect(reopened.json().status).toBe('open');
  });

  it('refuses bad forms and files with the fault named, and keeps no file of a refused form', async () => {
    const before = await storedFiles();
    const message = async (fields: Record<string, string>, files: File[] = []) => {
      const res = await open(dsc, fields, files);
      return { status: res.statusCode, message: res.json().message as string };
    };
    expect(await message({ ...validCase, subject: '' })).toEqual({
      status: 400,
      message: 'Subject: required.',
    });
    expect((await message({ ...validCase, severity: 'urgent' })).message).toContain(
      'Severity: one of critical',
    );
    expect((await message({ ...validCase, description: 'x'.repeat(10_001) })).message).toBe(
      'Description: at most 10,000 characters.',
    );
    expect(await message(validCase, [{ name: 'tool.exe', data: Buffer.from('MZ') }])).toEqual({
      status: 415,
      message:
        'tool.exe: this type is not accepted. Attach png, jpg, jpeg, gif, pdf, txt, log, csv, json, zip files.',
    });
    expect(
      await message(validCase, [{ name: 'photo.png', data: Buffer.from('<script>alert(1)</script>') }]),
    ).toEqual({
      status: 415,
      message: 'photo.png does not hold what its name says (.png): attach the file itself.',
    });
    expect(
      await message(validCase, [
        { name: 'ok.png', data: PNG },
        { name: 'big.log', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61) },
      ]),
    ).toEqual({ status: 413, message: 'big.log is larger than 10 MB.' });
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `n${i}.txt`, data: Buffer.from('note') }));
    expect(await message(validCase, six)).toEqual({ status: 400, message: 'Attach at most 5 files.' });
    // A valid file with an invalid field: the file goes too.
    expect((await message({ ...validCase, category: 'nope' }, [{ name: 'ok.png', data: PNG }])).status).toBe(
      400,
    );
    expect(await storedFiles()).toEqual(before);
    // Not a company the caller supports: no case there.
    expect((await open(dsc, validCase, [], { 'x-organization-id': demoOrgs.globex.id })).statusCode).toBe(
      403,
    );
  });
});
