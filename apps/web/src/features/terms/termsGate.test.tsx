import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

/**
 * The server's terms, as identity v2 keeps them: the version in force (`current`, which a test may
 * change, as staff publishing one would) and the versions the user agreed to. The apps API answers
 * empty lists, so the console's apps page can render.
 */
function stubTermsServer(current: string, agreedTo: string[] = []) {
  const server = { current, agreedTo: [...agreedTo], posted: [] as string[] };
  const status = () => ({
    version: server.current,
    agreed: server.agreedTo.includes(server.current),
    agreedAt: server.agreedTo.includes(server.current) ? '2026-02-01T00:00:00.000Z' : null,
  });
  stubIdentityFetch({
    extra: (method, path, init) => {
      if (path.startsWith('/apphub/v1/')) return json({ total: 0, data: [] });
      if (path === '/auth/v2/users/terms')
        return json({ version: server.current, publishedAt: '2026-01-01T00:00:00.000Z' });
      if (path !== '/auth/v2/users/self/terms') return undefined;
      if (method === 'GET') return json(status());
      const { version } = JSON.parse(String(init?.body)) as { version: string };
      server.posted.push(version);
      if (version !== server.current) return json({ error: 'conflict', message: 'Reload' }, 409);
      server.agreedTo.push(version);
      return json(status());
    },
  });
  return server;
}

async function accept() {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('checkbox', {
      name: 'I have read and agree to the Developer Program Terms of Use',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
}

// Two lazy pages through the whole portal a test: the ceiling of the other portal tests on a busy machine.
describe('the console asks for the current terms first (docs/product/sign-in.md SIGNIN-10)', {
  timeout: 20_000,
}, () => {
  it('takes a user who has not agreed to /terms/agree, then back to the page they were going to', async () => {
    const server = stubTermsServer('2026-01');
    const { router } = renderPortal({ path: '/console/apps?q=pay' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms/agree'));
    expect(screen.queryByRole('heading', { name: 'Apps', level: 1 })).not.toBeInTheDocument();
    await accept();
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/apps'));
    expect(router.state.location.search).toBe('?q=pay');
    expect(server.posted).toEqual(['2026-01']);
  });

  it('lets a user who agreed to the current version straight in', async () => {
    stubTermsServer('2026-01', ['2026-01']);
    const { router } = renderPortal({ path: '/console/apps' });
    // The list page draws its heading again once the list is in: finding it is the assertion.
    await screen.findByRole('heading', { name: 'Apps', level: 1 });
    expect(router.state.location.pathname).toBe('/console/apps');
  });

  it('asks again once a new version is in force, and records the agreement to that version', async () => {
    const server = stubTermsServer('2026-07', ['2026-01']);
    const { router } = renderPortal({ path: '/console/apps/licensed' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms/agree'));
    expect(await screen.findByText('Version 2026-07')).toBeInTheDocument();
    await accept();
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/apps/licensed'));
    expect(server.posted).toEqual(['2026-07']);
  });

  it('offers the newer version when one was published while the user was reading', async () => {
    const server = stubTermsServer('2026-07');
    const { router } = renderPortal({ path: '/terms/agree?path=%2Fconsole%2Fapps' });
    expect(await screen.findByText('Version 2026-07')).toBeInTheDocument();
    server.current = '2027-01';
    await accept();
    expect(await screen.findByRole('alert')).toHaveTextContent('A new version of the terms was published');
    expect(await screen.findByText('Version 2027-01')).toBeInTheDocument();
    // The tick was for the version read before: this one must be ticked again.
    expect(screen.getByRole('button', { name: 'Accept and continue' })).toBeDisabled();
    await accept();
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/apps'));
    expect(server.posted).toEqual(['2026-07', '2027-01']);
  });
});
