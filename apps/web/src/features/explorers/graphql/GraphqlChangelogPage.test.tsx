import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const changelog = {
  versions: [
    {
      version: '2026-11-25',
      previous: '2026-11-24',
      changes: [
        { kind: 'breaking', description: 'Query.c arg x has changed type from Int to Int!.' },
        { kind: 'added', description: 'Worker.tenureYears was added.' },
      ],
    },
    { version: '2026-11-24', previous: null, changes: [] },
  ],
};

describe('the GraphQL changelog', () => {
  it('lists each version with its changes by kind, newest first', async () => {
    stubPortalApi({ 'GET /sandbox/graphql/changelog': () => json(changelog) }, { permissions: [] });
    renderPortal({ path: '/graphapi-changelog' });
    const latest = await screen.findByRole('region', { name: '2026-11-25' });
    expect(latest).toHaveTextContent('BreakingQuery.c arg x has changed type from Int to Int!.');
    expect(latest).toHaveTextContent('AddedWorker.tenureYears was added.');
    expect(screen.getByRole('region', { name: '2026-11-24' })).toHaveTextContent(
      'The first version of the schema.',
    );
  });

  it('is not found when the GraphQL changelog flag is off', async () => {
    stubPortalApi({}, { permissions: [] });
    renderPortal({ path: '/graphapi-changelog', config: { flags: { graphqlChangelog: false } } as never });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
