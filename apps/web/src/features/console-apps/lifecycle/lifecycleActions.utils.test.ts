import type { AppVersion, BuildStatus } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { lifecycleAvailability } from './lifecycleActions.utils.ts';

const all = { canWrite: true, canDeploy: true, canCertify: true };

function version(partial: Partial<AppVersion> & { status?: BuildStatus }): AppVersion {
  const { status = 'SUCCEEDED', ...rest } = partial;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    appId: '22222222-2222-4222-8222-222222222222',
    number: 1,
    version: '1.0.0',
    sourceSize: 10,
    sourceSha256: 'abc',
    environment: 'Development',
    reviewState: 'NONE',
    createdAt: '2026-11-01T00:00:00.000Z',
    latestBuild: {
      id: '33333333-3333-4333-8333-333333333333',
      versionId: '11111111-1111-4111-8111-111111111111',
      status,
      attempts: 1,
      artifactChecksum: null,
      artifactSize: null,
      signature: null,
      signatureKeyId: null,
      error: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      startedAt: null,
      finishedAt: null,
    },
    ...rest,
  };
}

const allowedIds = (v: AppVersion, retired = false, permissions = all) =>
  lifecycleAvailability(v, retired, permissions)
    .filter((a) => a.allowed)
    .map((a) => a.id);

describe('lifecycle actions', () => {
  it('offers promotion to a test stage and deploy for a built Development version', () => {
    expect(allowedIds(version({}))).toEqual(['promoteImplementation', 'promoteSandbox', 'deploy']);
  });

  it('offers review, then certify, then Production in Implementation', () => {
    expect(allowedIds(version({ environment: 'Implementation' }))).toEqual(['review', 'deploy']);
    expect(allowedIds(version({ environment: 'Implementation', reviewState: 'IN_REVIEW' }))).toEqual([
      'certify',
      'deploy',
    ]);
    expect(allowedIds(version({ environment: 'Sandbox', reviewState: 'CERTIFIED' }))).toEqual([
      'promoteProduction',
      'deploy',
    ]);
  });

  it('explains that the latest build must be SUCCEEDED', () => {
    const availability = lifecycleAvailability(version({ status: 'IN_PROGRESS' }), false, all);
    expect(availability.every((a) => !a.allowed)).toBe(true);
    expect(availability[0]!.reasonKey).toBe('appView.lifecycle.why.buildNotSucceeded');
  });

  it('refuses everything on a retired app', () => {
    expect(allowedIds(version({}), true)).toEqual([]);
  });

  it('refuses certify without apps.certify and names the missing permission', () => {
    const availability = lifecycleAvailability(
      version({ environment: 'Implementation', reviewState: 'IN_REVIEW' }),
      false,
      { ...all, canCertify: false },
    );
    expect(availability.find((a) => a.id === 'certify')).toEqual({
      id: 'certify',
      allowed: false,
      reasonKey: 'appView.lifecycle.why.canCertify',
    });
  });
});
