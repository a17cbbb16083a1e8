import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { templateFile, templateFor, templateKey } from './pgliteTemplate.ts';

const migrations = fileURLToPath(new URL('../../../drizzle', import.meta.url));

describe('the migrated template a fresh DATA_DIR starts from', () => {
  let scratch: string;
  let copy: string;
  let builds: string;
  let dataDir: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'portal-template-test-'));
    copy = path.join(scratch, 'drizzle');
    cpSync(migrations, copy, { recursive: true });
    builds = path.join(scratch, 'dist');
    dataDir = path.join(scratch, 'data');
    mkdirSync(builds);
    mkdirSync(dataDir);
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('is named by a hash of every migration and of the PGlite that made it', () => {
    const key = templateKey(copy, '0.5.16');
    expect(templateKey(copy, '0.5.16')).toBe(key);
    expect(templateKey(copy, '0.5.17')).not.toBe(key);
    writeFileSync(path.join(copy, '0001_extra.sql'), 'create table t (id int);');
    const withNewFile = templateKey(copy, '0.5.16');
    expect(withNewFile).not.toBe(key);
    writeFileSync(path.join(copy, '0001_extra.sql'), 'create table t (id bigint);');
    expect(templateKey(copy, '0.5.16')).not.toBe(withNewFile);
    writeFileSync(path.join(copy, 'meta', '_journal.json'), '{}');
    expect(templateKey(copy, '0.5.16')).not.toBe(templateKey(migrations, '0.5.16'));
  });

  it('is used for a directory without a database when the build made it from these migrations', () => {
    const key = templateKey(copy, '0.5.16');
    writeFileSync(templateFile(key, builds), 'tar');
    expect(templateFor(dataDir, key, builds)).toBe(templateFile(key, builds));
  });

  it('falls back to initdb and every migration when the template is missing or stale', () => {
    const key = templateKey(copy, '0.5.16');
    expect(templateFor(dataDir, key, builds)).toBeUndefined();
    writeFileSync(templateFile(key, builds), 'tar');
    writeFileSync(path.join(copy, '0041_new.sql'), 'alter table t add column c int;');
    expect(templateFor(dataDir, templateKey(copy, '0.5.16'), builds)).toBeUndefined();
  });

  it('is never loaded over a database the directory already holds', () => {
    const key = templateKey(copy, '0.5.16');
    writeFileSync(templateFile(key, builds), 'tar');
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    expect(templateFor(dataDir, key, builds)).toBeUndefined();
  });
});
