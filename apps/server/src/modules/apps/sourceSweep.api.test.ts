import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { storedAt } from '../../../test/storedAt.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { localFileStorage } from '../../platform/storage/fileStorage.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { appsRepository } from './apps.repository.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphanSources } from './sourceSweep.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

// A source is stored before its version commits; a failed commit removes it, and a file that a killed process
// left without its row is swept once it is old enough that no commit can still come.
describe('stored app sources and their versions', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  const sources = async () =>
    (await filesUnder(ctx.config.filesDir)).filter((file) => file.startsWith('sources/'));

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx?.close());

  const create = (referenceId: string) =>
    dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: referenceId, referenceId, type: 'EXTEND', source: 'scratch' },
    });

  it('leaves no stored file when the version does not commit', async () => {
    const before = await sources();
    // The database refuses the version after the file is stored: the transaction rolls back.
    await ctx.database.db.execute(
      sql.raw(`create function refuse_version() returns trigger language plpgsql as
        $$ begin raise exception 'refused by the test'; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger refuse_version before insert on app_versions
        for each row execute function refuse_version()`),
    );
    try {
      expect((await create('never_committed')).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_version on app_versions'));
      await ctx.database.db.execute(sql.raw('drop function refuse_version()'));
    }
    expect(await sources()).toEqual(before);
    expect((await dev.request('GET', '/apphub/v1/apps/never_committed', { headers: acme })).statusCode).toBe(
      404,
    );
  });

  it('sweeps an old source or artifact no row names, and keeps a named one and a young one', async () => {
    const created = await create('kept_source');
    expect(created.statusCode).toBe(201);
    const [named] = await sources();
    const storage = localFileStorage(ctx.config.filesDir);
    const orphan = `sources/${randomUUID()}/${randomUUID()}.zip`;
    await storage.put(orphan, Readable.from([Buffer.from('left by a killed process')]));
    // An artifact a build stored before a kill kept it from finishing: no build names it.
    const artifact = `artifacts/${randomUUID()}/${randomUUID()}.zip`;
    await storage.put(artifact, Readable.from([Buffer.from('never finished')]));
    const repo = appsRepository(ctx.database.db);

    const writtenAt = await storedAt(storage, artifact);

    // Young: another process may still be about to commit its version.
    expect(await sweepOrphanSources(storage, repo, { now: writtenAt })).toBe(0);
    expect(await sources()).toContain(orphan);

    const later = new Date(writtenAt.getTime() + ORPHAN_MIN_AGE_MS + 60_000);
    expect(await sweepOrphanSources(storage, repo, { now: later })).toBe(2);
    expect(await sources()).toEqual([named]);
    expect(await storage.size(artifact)).toBeNull();
  });
});
