import { Button, Menu, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { FormModal } from './FormModal.tsx';

/** A form dialog as its users mount it: only while open, unmounted on close. */
function RenameDialog({ onClose }: { onClose: () => void }) {
  return (
    <FormModal
      title="Rename app"
      onClose={onClose}
      onSubmit={onClose}
      problem={null}
      submitLabel="Save"
      cancelLabel="Cancel"
      busy={false}
    >
      <TextInput label="Name" defaultValue="Directory sync" />
    </FormModal>
  );
}

function OpenedByButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Rename</Button>
      {opened && <RenameDialog onClose={() => setOpened(false)} />}
    </>
  );
}

function OpenedFromMenu() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button>Actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpened(true)}>Rename</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {opened && <RenameDialog onClose={() => setOpened(false)} />}
    </>
  );
}

async function openByKeyboard(name: string) {
  screen.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
  );
}

describe('FormModal', () => {
  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the submit', () => userEvent.click(screen.getByRole('button', { name: 'Save' }))],
  ])(
    'gives the focus back to the button that opened it when closed by %s, every opening',
    async (_, close) => {
      renderWithProviders(<OpenedByButton />);
      for (const _opening of [1, 2]) {
        await openByKeyboard('Rename');
        await close();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
      }
    },
  );

  it("gives the focus back to the menu's button when a menu item, gone with its menu, opened it", async () => {
    renderWithProviders(<OpenedFromMenu />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus());
  });
});
