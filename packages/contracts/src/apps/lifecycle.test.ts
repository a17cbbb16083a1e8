import { describe, expect, it } from 'vitest';
import { type LifecycleAction, lifecycleTransition, type VersionLifecycle } from './lifecycle.ts';

const dev: VersionLifecycle = {
  environment: 'Development',
  reviewState: 'NONE',
  buildStatus: 'SUCCEEDED',
  isAppRetired: false,
};
const run = (state: Partial<VersionLifecycle>, action: LifecycleAction) =>
  lifecycleTransition({ ...dev, ...state }, action);

describe('lifecycleTransition', () => {
  it('promotes Development to Implementation or Sandbox', () => {
    expect(run({}, { type: 'promote', to: 'Implementation' })).toMatchObject({
      ok: true,
      environment: 'Implementation',
    });
    expect(run({}, { type: 'promote', to: 'Sandbox' })).toMatchObject({ ok: true, environment: 'Sandbox' });
  });

  it('refuses Production straight from Development', () => {
    expect(run({}, { type: 'promote', to: 'Production' }).ok).toBe(false);
  });

  it('refuses Production before certification, and signs on the way after it', () => {
    expect(run({ environment: 'Sandbox' }, { type: 'promote', to: 'Production' }).ok).toBe(false);
    expect(
      run({ environment: 'Sandbox', reviewState: 'IN_REVIEW' }, { type: 'promote', to: 'Production' }).ok,
    ).toBe(false);
    expect(
      run({ environment: 'Implementation', reviewState: 'CERTIFIED' }, { type: 'promote', to: 'Production' }),
    ).toEqual({ ok: true, environment: 'Production', reviewState: 'CERTIFIED', needsSigning: true });
  });

  it('reviews then certifies in a test stage only', () => {
    expect(run({}, { type: 'review' }).ok).toBe(false);
    expect(run({ environment: 'Sandbox' }, { type: 'review' })).toMatchObject({ reviewState: 'IN_REVIEW' });
    expect(run({ environment: 'Sandbox' }, { type: 'certify' }).ok).toBe(false);
    expect(run({ environment: 'Sandbox', reviewState: 'IN_REVIEW' }, { type: 'certify' })).toMatchObject({
      reviewState: 'CERTIFIED',
    });
  });

  it('never goes back to Development or sideways between test stages', () => {
    expect(run({ environment: 'Sandbox' }, { type: 'promote', to: 'Development' }).ok).toBe(false);
    expect(run({ environment: 'Sandbox' }, { type: 'promote', to: 'Implementation' }).ok).toBe(false);
    expect(run({ environment: 'Production' }, { type: 'promote', to: 'Sandbox' }).ok).toBe(false);
  });

  it('refuses everything without a SUCCEEDED build or on a retired app', () => {
    for (const buildStatus of ['FAILED', 'IN_PROGRESS', 'QUEUED_FOR_SIGNING', null] as const)
      expect(run({ buildStatus }, { type: 'promote', to: 'Sandbox' }).ok).toBe(false);
    expect(run({ isAppRetired: true }, { type: 'promote', to: 'Sandbox' }).ok).toBe(false);
  });

  it('deploys to the version stage and the ones below it', () => {
    expect(run({}, { type: 'deploy', environment: 'Development' }).ok).toBe(true);
    expect(run({}, { type: 'deploy', environment: 'Production' }).ok).toBe(false);
    expect(run({ environment: 'Sandbox' }, { type: 'deploy', environment: 'Implementation' }).ok).toBe(false);
    expect(run({ environment: 'Production' }, { type: 'deploy', environment: 'Production' }).ok).toBe(true);
  });
});
