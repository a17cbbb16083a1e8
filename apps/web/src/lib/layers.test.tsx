import { Drawer, Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { layers } from './layers.ts';

describe('layers', () => {
  it('keeps the values docs/product/shell.md SHELL-10 fixes, within 1 to 100', () => {
    expect(layers).toMatchObject({ toast: 60, selectMenu: 80, searchBox: 100 });
    for (const value of Object.values(layers)) expect(value).toBeGreaterThanOrEqual(1);
    expect(Math.max(...Object.values(layers))).toBe(100);
  });

  it('stacks the shell below modals, modals below the loading screen and toasts', () => {
    expect(layers.appShell).toBeLessThan(layers.modal);
    expect(layers.modal).toBeLessThan(layers.loadingOverlay);
    expect(layers.loadingOverlay).toBeLessThan(layers.toast);
  });

  it('gives a plain Mantine Modal the modal layer through the theme defaults', () => {
    renderWithProviders(
      <Modal opened onClose={() => undefined} title="Plain">
        body
      </Modal>,
    );
    const root = screen.getByRole('dialog', { name: 'Plain' }).closest('.mantine-Modal-root') as HTMLElement;
    expect(root.style.getPropertyValue('--mb-z-index')).toBe(String(layers.modal));
  });

  it('puts a Drawer on the modal layer too, under toasts and the dialogs it opens', () => {
    renderWithProviders(
      <Drawer opened onClose={() => undefined} title="Side">
        body
      </Drawer>,
    );
    const root = screen.getByRole('dialog', { name: 'Side' }).closest('.mantine-Drawer-root') as HTMLElement;
    expect(root.style.getPropertyValue('--mb-z-index')).toBe(String(layers.modal));
  });
});
