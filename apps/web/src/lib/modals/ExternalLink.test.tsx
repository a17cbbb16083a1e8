import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { isExternalHref } from './externalLinks.ts';

const href = 'https://status.example.org/incidents';

function renderLink(portalMode: 'standard' | 'federal') {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  renderWithProviders(<ExternalLink href={href}>Status page</ExternalLink>, { config: { portalMode } });
  return { open, link: screen.getByRole('link', { name: /Status page/ }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ExternalLink', () => {
  it('is a link that opens in a new tab without access to the portal', () => {
    const { link } = renderLink('standard');
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Status page (opens in a new tab)');
  });

  it('follows the link without asking in standard mode', async () => {
    const { link } = renderLink('standard');
    const clicked = vi.fn((event: MouseEvent) => event.defaultPrevented);
    link.addEventListener('click', (event) => {
      clicked(event);
      event.preventDefault(); // happy-dom would otherwise try to navigate
    });
    await userEvent.click(link);
    expect(clicked).toHaveReturnedWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving in federal mode, and stays when told to', async () => {
    const { link, open } = renderLink('federal');
    await userEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'You are leaving Workday Developers' });
    expect(dialog).toHaveTextContent('status.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the link in a new tab when the user chooses to leave', async () => {
    const { link, open } = renderLink('federal');
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('focuses Stay first in the warning', async () => {
    const { link } = renderLink('federal');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus());
  });
});

describe('isExternalHref', () => {
  const origin = 'https://developer.example.com';
  it.each([
    ['https://status.example.org/x', true],
    ['http://developer.example.com/docs', true],
    ['https://developer.example.com/docs', false],
    ['/documentation', false],
    ['mailto:help@example.com', false],
    ['javascript:alert(1)', false],
  ])('%s is external: %s', (value, expected) => {
    expect(isExternalHref(value, origin)).toBe(expected);
  });
});
