import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { hideAllToasts, toast } from '../toasts/toasts.ts';
import { closeModalsOnNavigate } from './openModals.ts';
import { PortalModal, type PortalModalProps } from './PortalModal.tsx';

function OpenModal({ title, ...props }: Omit<PortalModalProps, 'opened' | 'onClose'>) {
  const [opened, setOpened] = useState(true);
  return <PortalModal opened={opened} onClose={() => setOpened(false)} title={title} {...props} />;
}

function dialogContent(name: string): HTMLElement {
  return screen.getByRole('dialog', { name }).closest('.mantine-Modal-content') as HTMLElement;
}

describe('PortalModal and toasts', () => {
  it('shows a toast inside the dialog on top, not over it, and in the corner again once it closes', async () => {
    renderWithProviders(
      <>
        <OpenModal title="Under" />
        <OpenModal title="On top" />
      </>,
    );
    act(() => void toast.error('The case could not be changed.'));
    const onTop = screen.getByRole('dialog', { name: 'On top' });
    expect(await within(onTop).findByText('The case could not be changed.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: 'Under' })).queryByText('The case could not be changed.'),
    ).toBeNull();
    // The page's toast corner is hidden meanwhile, so the message is on screen once.
    const corner = document.querySelector('[data-position="top-right"]') as HTMLElement;
    expect(corner.className).toMatch(/behindDialog/);
    act(() => closeModalsOnNavigate());
    await waitFor(() => expect(corner.className).not.toMatch(/behindDialog/));
    act(() => hideAllToasts());
  });
});

describe('PortalModal', () => {
  it('is 440px wide when small and 800px when large', () => {
    renderWithProviders(
      <>
        <OpenModal title="Small" />
        <OpenModal title="Large" size="large" />
      </>,
    );
    const width = (name: string) =>
      (
        screen.getByRole('dialog', { name }).closest('.mantine-Modal-root') as HTMLElement
      ).style.getPropertyValue('--modal-size');
    expect(width('Small')).toBe('calc(27.5rem * var(--mantine-scale))');
    expect(width('Large')).toBe('calc(50rem * var(--mantine-scale))');
  });

  it.each([30, 50, 75] as const)('is %svh high when given that height', (height) => {
    renderWithProviders(<OpenModal title="Tall" height={height} />);
    expect(dialogContent('Tall').style.height).toBe(`${height}vh`);
  });

  it('sits on the modal layer', () => {
    renderWithProviders(<OpenModal title="Layered" />);
    const root = screen
      .getByRole('dialog', { name: 'Layered' })
      .closest('.mantine-Modal-root') as HTMLElement;
    expect(root.style.getPropertyValue('--mb-z-index')).toBe('40');
  });

  it('labels its close button', () => {
    renderWithProviders(<OpenModal title="Labelled" />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on navigation unless marked to persist', async () => {
    renderWithProviders(
      <>
        <OpenModal title="Transient" />
        <OpenModal title="Company Switched" persistOnNavigate />
      </>,
    );
    act(() => closeModalsOnNavigate());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transient' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Company Switched' })).toBeInTheDocument();
  });

  it('forgets a modal once it is closed, so navigation does not close it again', async () => {
    let closes = 0;
    function Counted() {
      const [opened, setOpened] = useState(true);
      return (
        <PortalModal
          opened={opened}
          onClose={() => {
            closes += 1;
            setOpened(false);
          }}
          title="Counted"
        />
      );
    }
    renderWithProviders(<Counted />);
    act(() => closeModalsOnNavigate());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => closeModalsOnNavigate());
    expect(closes).toBe(1);
  });
});
