import type { Download } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderPortal } from '../../test/renderPortal.tsx';

const sha = (char: string) => char.repeat(64);
const files: Download[] = [
  {
    file: 'starter-extend.zip',
    kind: 'starter',
    subject: 'EXTEND',
    version: '1',
    mediaType: 'application/zip',
    size: 1536,
    sha256: sha('a'),
    url: '/sub-api/v1/downloads/starter-extend.zip',
  },
  {
    file: 'openapi-workers-v2.json',
    kind: 'openapi',
    subject: 'workers',
    version: 'v2',
    mediaType: 'application/json',
    size: 20480,
    sha256: sha('b'),
    url: '/sub-api/v1/downloads/openapi-workers-v2.json',
  },
];

function renderDownloads(
  path: string,
  portalMode: 'standard' | 'federal' = 'standard',
  answer = () => json({ data: files }),
) {
  stubIdentityFetch({
    signedIn: false,
    extra: (method, url) => (method === 'GET' && url === '/sub-api/v1/downloads' ? answer() : undefined),
  });
  return renderPortal({ path, config: { portalMode } });
}

describe('DownloadsPage', () => {
  it('lists each file by group with its version, size and checksum, and downloads it from the portal', async () => {
    renderDownloads('/downloads');
    expect(await screen.findByRole('heading', { name: 'Downloads', level: 1 })).toBeInTheDocument();
    const templates = await screen.findByRole('region', { name: 'App templates and schemas' });
    const starter = within(templates).getByRole('row', { name: /Starter app: Extend/ });
    expect(within(starter).getByText('1.5 kB')).toBeInTheDocument();
    expect(within(starter).getByText('aaaaaaaaaaaa…')).toHaveAttribute('title', sha('a'));
    expect(within(starter).getByRole('link', { name: 'Download starter-extend.zip' })).toHaveAttribute(
      'href',
      '/sub-api/v1/downloads/starter-extend.zip',
    );
    const apis = screen.getByRole('region', { name: 'API descriptions' });
    expect(within(apis).getByRole('row', { name: /workers REST API, v2/ })).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    renderDownloads('/downloads', 'standard', () => json({ error: 'internal', message: 'x' }, 500));
    expect(await screen.findByText('The downloads could not be loaded.')).toBeInTheDocument();
  });

  it('lives at /local in federal mode: /downloads goes there', async () => {
    const { router } = renderDownloads('/downloads', 'federal');
    expect(await screen.findByRole('heading', { name: 'Downloads', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/local');
  });
});
