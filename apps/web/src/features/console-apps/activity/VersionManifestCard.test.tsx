import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoVersion } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { VersionManifestCard } from './VersionManifestCard.tsx';

const version = demoVersion(1);
const path = `GET /apphub/v1/versions/${version.id}/manifest`;

describe('VersionManifestCard', () => {
  it('lists the components and profile groups the build read', async () => {
    stubPortalApi(
      {
        [path]: () =>
          json({
            buildId: '0f0e0d0c-1111-4222-8333-444455556666',
            manifest: {
              referenceId: 'expenses',
              name: 'Expenses',
              type: 'EXTEND',
              version: '1.0.0',
              components: [{ id: 'submit', kind: 'page', path: 'pages/submit.json' }],
              profileGroups: [{ id: 'auditors', name: 'Expense auditors', reports: ['expense'] }],
            },
          }),
      },
      { permissions: ['apps.read'] },
    );
    renderWithProviders(<VersionManifestCard version={version} />);
    expect(await screen.findByText('As build 0f0e0d0c read it.')).toBeVisible();
    expect(screen.getByText('pages/submit.json')).toBeVisible();
    expect(screen.getByText('Expense auditors')).toBeVisible();
    expect(screen.getByText('expense')).toBeVisible();
  });

  it('says when no build of the version has succeeded yet', async () => {
    stubPortalApi(
      { [path]: () => json({ error: 'not_found', message: 'No successful build.' }, 404) },
      { permissions: ['apps.read'] },
    );
    renderWithProviders(<VersionManifestCard version={version} />);
    expect(
      await screen.findByText('The manifest shows here once a build of this version succeeds.'),
    ).toBeVisible();
  });
});
