import type { FileDiff, VersionDiff } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { demoVersion, lifecycleApp, stubLifecycleApi } from '../lifecycle/lifecycleTestApi.ts';

const v1 = demoVersion({ number: 1 });
const v2 = demoVersion({ number: 2 });
const v3 = demoVersion({ number: 3 });
const diffPath = `/apphub/v1/apps/${lifecycleApp.id}/diff`;
const filePath = `${diffPath}/file`;
const ref = (v: typeof v1) => ({ id: v.id, number: v.number, version: v.version });

const diff: VersionDiff = {
  from: ref(v2),
  to: ref(v3),
  files: [
    {
      path: 'assets/logo.png',
      change: 'changed',
      fromSize: 2048,
      toSize: 4096,
      fromSha256: 'a'.repeat(64),
      toSha256: 'b'.repeat(64),
    },
  ],
  unchangedFiles: 1,
  manifest: [],
};
const binary: FileDiff = {
  path: 'assets/logo.png',
  from: { size: 2048, text: null, notShown: 'binary' },
  to: { size: 4096, text: null, notShown: 'binary' },
};

describe('the Compare page', { timeout: 20_000 }, () => {
  it('compares the newest version with the one before until the user picks, and says why a file is not shown', async () => {
    const api = stubLifecycleApi({
      versions: [v1, v3, v2],
      handlers: {
        [`GET ${diffPath}`]: () => json(diff),
        [`GET ${filePath}`]: () => json(binary),
      },
    });
    renderPortal({ path: `/console/apps/view/${lifecycleApp.id}/board/compare` });
    expect(await screen.findByRole('heading', { name: 'Compare two versions' })).toBeVisible();
    const file = await screen.findByRole('button', { name: 'assets/logo.png' });
    expect(api.callsTo(`GET ${diffPath}`)[0]!.search).toBe(`?from=${v2.id}&to=${v3.id}`);
    expect(file.closest('tr')).toHaveTextContent('Changed');
    expect(screen.getByText('1 file is the same in both versions.')).toBeInTheDocument();
    expect(screen.getByText('The manifest is the same.')).toBeVisible();
    // The pickers show the two versions compared.
    expect(screen.getByDisplayValue('Version 1.1.0 (#2)')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Version 1.2.0 (#3)')).toBeInTheDocument();

    await userEvent.setup().click(file);
    expect(
      await screen.findByText(
        'This file is not text in one of the versions: it cannot be shown side by side.',
      ),
    ).toBeVisible();
    expect(api.callsTo(`GET ${filePath}`)[0]!.search).toBe(
      `?from=${v2.id}&to=${v3.id}&path=assets%2Flogo.png`,
    );
  });

  it('asks for a second version when the app has one only', async () => {
    stubLifecycleApi({ versions: [v1] });
    renderPortal({ path: `/console/apps/view/${lifecycleApp.id}/board/compare` });
    expect(await screen.findByText('The app needs two versions to compare.')).toBeVisible();
    expect(screen.queryByDisplayValue('Version 1.0.0 (#1)')).toBeNull();
  });
});
