import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Retire app"
      confirmLabel="Retire"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      Retiring is irreversible.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the title and body and confirms on click', async () => {
    const { onConfirm } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Retire app' })).toHaveTextContent('Retiring is irreversible.');
    await userEvent.click(screen.getByRole('button', { name: 'Retire' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables Retire until the acknowledgement is ticked', async () => {
    const { onConfirm } = renderDialog({ acknowledgementLabel: 'I understand this cannot be undone' });
    const retire = screen.getByRole('button', { name: 'Retire' });
    expect(retire).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    expect(retire).toBeEnabled();
    await userEvent.click(retire);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("reads 'Retiring...' and blocks both buttons while busy", () => {
    renderDialog({ busy: true, busyLabel: 'Retiring...' });
    expect(screen.getByRole('button', { name: 'Retiring...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('cancels with the Cancel button', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with Escape', async () => {
    const { onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('ignores Escape while busy', async () => {
    const { onCancel } = renderDialog({ busy: true, busyLabel: 'Retiring...' });
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('puts focus on the acknowledgement first', async () => {
    renderDialog({ acknowledgementLabel: 'I understand' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I understand' })).toHaveFocus());
  });

  it('puts focus on Cancel, the safe choice, when there is nothing to tick', async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('uses the given cancel label', () => {
    renderDialog({ cancelLabel: 'Keep app' });
    expect(screen.getByRole('button', { name: 'Keep app' })).toBeInTheDocument();
  });
});
