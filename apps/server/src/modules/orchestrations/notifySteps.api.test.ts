import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployIntegration, integrationWithOrchestrations } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { startSmtpInbox } from '../../../test/smtpInbox.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };

const flows = {
  announce: {
    trigger: { type: 'manual' },
    steps: [
      {
        id: 'admins',
        type: 'notify',
        to: 'role',
        role: 'admin',
        message: 'The budget sync ran.',
        next: 'me',
      },
      { id: 'me', type: 'notify', to: 'initiator', message: 'Your sync is done.' },
    ],
  },
};

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Notify steps (docs/product/orchestrations.md ORCH-7): a message to a role's members or to the run's
 * initiator, in the portal's notifications and, with MAIL_URL set, by e-mail: a real SMTP server (smtp-server
 * from npm) receives what the portal sends.
 */
describe('orchestration notify steps', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  let dev: Session;
  let admin: Session;
  let appId: string;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    ctx = await createTestApp({
      MAIL_URL: smtp.url,
      MAIL_FROM: 'portal@demo.example',
    });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    appId = await deployIntegration(dev, ACME, {
      name: 'Announcements',
      referenceId: 'announcements',
      zip: await integrationWithOrchestrations('announcements', flows),
      tenant: 'acme_dev',
    });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("sends a role's members and the initiator the message, in the portal and by SMTP", async () => {
    const runs = `/apphub/v1/apps/${appId}/orchestration-runs`;
    const launched = await dev.request('POST', runs, {
      headers: acme,
      payload: { orchestration: 'announce', tenant: 'acme_dev', inputs: {} },
    });
    expect(launched.statusCode, launched.body).toBe(201);
    const id = launched.json().id;
    const stop = Date.now() + 30_000;
    let run = (await dev.request('GET', `${runs}/${id}`, { headers: acme })).json();
    while (!['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(run.status) && Date.now() < stop) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await dev.request('GET', `${runs}/${id}`, { headers: acme })).json();
    }
    expect(run.status, run.error).toBe('SUCCEEDED');
    expect(run.steps[0].output).toMatchObject({ mailFailed: 0 });
    expect(run.steps[0].output.notified).toBe(run.steps[0].output.mailed);
    expect(run.steps[1].output).toEqual({ notified: 1, mailed: 1, mailFailed: 0 });

    const inboxOf = async (session: Session) =>
      (await session.request('GET', '/sub-api/v1/notifications/inbox', { headers: acme })).json();
    const adminInbox = await inboxOf(admin);
    expect(adminInbox.data[0]).toMatchObject({
      kind: 'orchestration_message',
      data: { app: 'Announcements', orchestration: 'announce', message: 'The budget sync ran.' },
      link: `/console/apps/view/${appId}/orchestration-activity/${id}`,
      readAt: null,
    });
    const devInbox = await inboxOf(dev);
    expect(devInbox.unread).toBe(1);
    expect(devInbox.data[0].data.message).toBe('Your sync is done.');

    // Read: the count goes down for that person only.
    const read = await dev.request('POST', '/sub-api/v1/notifications/inbox/read', {
      headers: acme,
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().unread).toBe(0);
    expect((await inboxOf(admin)).unread).toBe(adminInbox.unread);

    const toAdmin = smtp.mails.find((mail) => mail.to.includes('admin@demo.example'));
    expect(toAdmin?.from).toBe('portal@demo.example');
    expect(toAdmin?.raw).toContain('The budget sync ran.');
    expect(toAdmin?.raw).toContain(`/console/apps/view/${appId}/orchestration-activity/${id}`);
    const toDev = smtp.mails.filter((mail) => mail.to.includes('developer@demo.example'));
    expect(toDev).toHaveLength(1);
    expect(toDev[0]!.raw).toContain('Subject: Announcements: Your sync is done.');
  }, 60_000);
});
