import { describe, expect, it } from 'vitest';
import { lastDraftBuild } from './lastDraftBuild.ts';

const V2 = '00000000-0000-4000-b000-000000000002';
const V1 = '00000000-0000-4000-b000-000000000001';
const B2 = '00000000-0000-4000-c000-000000000002';
const app = {
  latestVersion: {
    id: V2,
    number: 2,
    version: '0.2.0',
    environment: 'Development' as const,
    reviewState: 'NONE' as const,
    buildId: B2,
    buildStatus: 'SUCCEEDED' as const,
  },
};

describe('lastDraftBuild', () => {
  it('follows, after a reload, the build of the latest version the draft is based on', () => {
    expect(lastDraftBuild(app, { baseVersionId: V2 }, null)).toEqual({ versionId: V2, buildId: B2 });
  });

  it('prefers the build started in this page', () => {
    const started = { versionId: V1, buildId: '00000000-0000-4000-c000-000000000009' };
    expect(lastDraftBuild(app, { baseVersionId: V2 }, started)).toBe(started);
  });

  it('has none for a draft on an older version, an unbuilt version or an app without versions', () => {
    expect(lastDraftBuild(app, { baseVersionId: V1 }, null)).toBeNull();
    expect(
      lastDraftBuild({ latestVersion: { ...app.latestVersion, buildId: null } }, { baseVersionId: V2 }, null),
    ).toBeNull();
    expect(lastDraftBuild({ latestVersion: null }, { baseVersionId: null }, null)).toBeNull();
  });
});
