import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubIdentityFetch } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

describe('RetiredFunctionalityPage', () => {
  it('lists what was retired with the page that replaced it, linked only where that page opens', async () => {
    stubIdentityFetch({ signedIn: false });
    renderPortal({ path: '/retired-functionality' });
    expect(
      await screen.findByRole('heading', { name: 'Retired functionality', level: 1 }),
    ).toBeInTheDocument();

    const row = (name: string) =>
      screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
    expect(within(row('Reference apps')).getByRole('link', { name: 'App catalog' })).toHaveAttribute(
      'href',
      '/app-catalog',
    );
    expect(
      within(row('Enable tenant form')).getByRole('link', { name: 'Enable a tenant (documentation)' }),
    ).toHaveAttribute('href', '/documentation/tenants#enable-a-tenant');
    // The flow builder's successor, the orchestration builder, is built: linked. (A successor not built
    // on the deployment is named without a link: linksOnDeployment, deployedLinks.test.ts.)
    expect(within(row('Flow builder')).getByRole('link')).toHaveAttribute('href', '/orchestrate');
    expect(within(row('Reference apps')).getByText('Sep 30, 2024')).toBeInTheDocument();
  });
});
