import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../test/renderPortal.tsx';

describe('static error page redirects', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/error', '/errors/error.html'],
    ['/forbidden', '/errors/forbidden.html'],
  ])('%s replaces the location with %s', async (path, target) => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderPortal({ path });
    expect(await screen.findByRole('status')).toHaveTextContent('Redirecting…');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(target));
  });
});
