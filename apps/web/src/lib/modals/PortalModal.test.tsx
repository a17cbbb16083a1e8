import { Button, Menu } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

/**
 * A dialog opened from a menu's item, mounted with the page as ConfirmDialog is (only `opened` changes). At
 * once, or a moment after the item is gone with its menu and before the menu gives the focus back to its
 * button (10 ms), as MountedOnceOpened opens one a frame later: the focus is on the body meanwhile.
 */
function OpenedFromMenu({ isLater }: { isLater: boolean }) {
  const [opened, setOpened] = useState(false);
  const open = () => (isLater ? setTimeout(() => setOpened(true)) : setOpened(true));
  const menu = (
    <Menu>
      <Menu.Target>
        <Button>More</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={open}>Retire</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <>
      {menu}
      <PortalModal opened={opened} onClose={() => setOpened(false)} title="Retire app" />
    </>
  );
}

/** Opened by a page button: mounted open and unmounted on close (FormModal's users), or mounted closed. */
function OpenedByButton({ mountedOpen }: { mountedOpen: boolean }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Rename</Button>
      {mountedOpen ? (
        opened && (
          <PortalModal opened onClose={close} title="Rename app">
            <Button onClick={close}>Cancel</Button>
          </PortalModal>
        )
      ) : (
        <PortalModal opened={opened} onClose={close} title="Rename app">
          <Button onClick={close}>Cancel</Button>
        </PortalModal>
      )}
    </>
  );
}

/** A form whose submit closes it and opens the next dialog (a secret shown once it is made). */
function OneDialogThenAnother() {
  const [step, setStep] = useState<'none' | 'create' | 'created'>('none');
  const close = () => setStep('none');
  return (
    <>
      <Button onClick={() => setStep('create')}>Create token</Button>
      {step === 'create' && (
        <PortalModal opened onClose={close} title="Create token">
          <Button onClick={() => setStep('created')}>Create</Button>
        </PortalModal>
      )}
      <PortalModal opened={step === 'created'} onClose={close} title="Token created">
        <Button onClick={close}>Done</Button>
      </PortalModal>
    </>
  );
}

/**
 * A dialog opened from another one, on top of it. Kept mounted when closed, as a dialog is during its exit
 * transition in a browser (the tests' Mantine has none): the focus stays inside the closing dialogs.
 */
function Stacked() {
  const [opened, setOpened] = useState<string[]>([]);
  const close = (name: string) => setOpened((names) => names.filter((other) => other !== name));
  return (
    <>
      <Button onClick={() => setOpened(['Edit app'])}>Edit</Button>
      <PortalModal
        opened={opened.includes('Edit app')}
        onClose={() => close('Edit app')}
        title="Edit app"
        keepMounted
      >
        <Button onClick={() => setOpened((names) => [...names, 'Add permission'])}>Add permission</Button>
      </PortalModal>
      <PortalModal
        opened={opened.includes('Add permission')}
        onClose={() => close('Add permission')}
        title="Add permission"
        keepMounted
      />
    </>
  );
}

async function dialogHasFocus(name: string) {
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name })).toContainElement(document.activeElement as HTMLElement),
  );
}

async function closedWithEscape() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('PortalModal and the focus', () => {
  it.each([
    ['at once', false],
    ['after the focus fell to the body', true],
  ])(
    "gives the focus back to the menu's button when its item, gone with the menu, opened it %s",
    async (_, isLater) => {
      renderWithProviders(<OpenedFromMenu isLater={isLater} />);
      const more = screen.getByRole('button', { name: 'More' });
      for (const _opening of [1, 2]) {
        more.focus();
        await userEvent.keyboard('{Enter}');
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Retire' }));
        await dialogHasFocus('Retire app');
        await closedWithEscape();
        await waitFor(() => expect(more).toHaveFocus());
      }
    },
  );

  it.each([
    ['mounted open', true],
    ['mounted closed', false],
  ])('gives the focus back to the button that opened it when %s, every opening', async (_, mountedOpen) => {
    renderWithProviders(<OpenedByButton mountedOpen={mountedOpen} />);
    const rename = screen.getByRole('button', { name: 'Rename' });
    for (const _opening of [1, 2]) {
      rename.focus();
      await userEvent.keyboard('{Enter}');
      await dialogHasFocus('Rename app');
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(rename).toHaveFocus();
    }
  });

  it("gives a dialog opened by another's submit the first one's opener, and moves the focus once", async () => {
    renderWithProviders(<OneDialogThenAnother />);
    const create = screen.getByRole('button', { name: 'Create token' });
    const focusings = vi.fn();
    create.addEventListener('focus', focusings);
    create.focus();
    await userEvent.keyboard('{Enter}');
    await dialogHasFocus('Create token');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await dialogHasFocus('Token created');
    // The first dialog gave nothing back: the second one's focus trap took the focus.
    expect(focusings).toHaveBeenCalledTimes(1);
    await closedWithEscape();
    expect(create).toHaveFocus();
    expect(focusings).toHaveBeenCalledTimes(2);
  });

  it('leaves the focus on the page when the opener and its menu are gone', async () => {
    function Leaving() {
      const [opened, setOpened] = useState(false);
      return opened ? (
        <PortalModal opened onClose={() => setOpened(false)} title="Copy app" />
      ) : (
        <Button onClick={() => setOpened(true)}>Copy</Button>
      );
    }
    renderWithProviders(<Leaving />);
    screen.getByRole('button', { name: 'Copy' }).focus();
    await userEvent.keyboard('{Enter}');
    await dialogHasFocus('Copy app');
    await closedWithEscape();
    // A new Copy button, not the one that opened the dialog: the focus stays on the body.
    expect(document.body).toHaveFocus();
  });

  it("gives the focus to the first one's opener when a page change closes a stack of dialogs, moving it once", async () => {
    renderWithProviders(<Stacked />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await dialogHasFocus('Edit app');
    const add = screen.getByRole('button', { name: 'Add permission' });
    await userEvent.click(add);
    await dialogHasFocus('Add permission');
    const focusings = vi.fn();
    add.addEventListener('focus', focusings);
    act(() => closeModalsOnNavigate());
    await waitFor(() => expect(edit).toHaveFocus());
    // Not first to the button that opened the dialog on top, inside the one under it, closing too.
    expect(focusings).not.toHaveBeenCalled();
  });
});
