import { formatMessage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/HttpError.ts';
import { buildRefusalActions, withManifestVersion } from './buildRefusal.utils.ts';

const manifest = '{\n  "referenceId": "expenses",\n  "version": "0.2.0",\n  "name": "Expenses"\n}\n';
const files = { 'manifest.json': manifest };
const refused = (status: number, message: string) =>
  new HttpError(status, status === 409 ? 'conflict' : 'unprocessable', message);

describe('build refusals in the builder', () => {
  it('offers the next patch number when the version exists', () => {
    const taken = refused(409, formatMessage('builder.versionExists', { version: '0.2.0', next: '0.2.1' }));
    expect(buildRefusalActions(taken, files)).toEqual({ bumpTo: '0.2.1' });
  });

  it('offers no number for an unchanged draft, a stale draft or another error', () => {
    const unchanged = refused(409, formatMessage('builder.unchanged', { version: '0.2.0', number: 2 }));
    expect(buildRefusalActions(unchanged, files)).toEqual({});
    expect(buildRefusalActions(refused(409, 'The draft was changed elsewhere.'), files)).toEqual({});
    expect(buildRefusalActions(new Error('offline'), files)).toEqual({});
  });

  it('points a draft the checks refused to its problems', () => {
    expect(buildRefusalActions(refused(422, 'The draft cannot be built: ...'), files)).toEqual({
      showProblems: true,
    });
  });

  it('sets the version in place, keeping the rest of the file as typed', () => {
    expect(withManifestVersion(manifest, '0.2.1')).toBe(manifest.replace('0.2.0', '0.2.1'));
    expect(withManifestVersion('{ "name": "x" }', '0.2.1')).toBeNull();
  });
});
