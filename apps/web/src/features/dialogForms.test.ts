import { describe, expect, it } from 'vitest';

/**
 * A dialog with a form is a `FormModal` (`lib/modals`): its fields, the problem that stops it, Cancel and
 * the submit button, in one place (docs/architecture.md "Dialogs"). A modal or drawer of its own with a
 * submit button is a second footer, and fails here.
 */
const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ownModal = /<(?:PortalModal|Modal|Drawer)[\s>]/;
const submitButton = /type="submit"/;
/** FormModal draws the footer every dialog form shares. */
const theFormModal = 'lib/modals/FormModal.tsx';

const ownFooters = Object.entries(sources)
  .map(([file, text]) => [file.replace(/^\/src\//, ''), text] as const)
  .filter(([file, text]) => file !== theFormModal && ownModal.test(text) && submitButton.test(text))
  .map(([file]) => file)
  .sort();

describe('the web’s dialog forms', () => {
  it('are FormModals: no modal or drawer writes a submit button of its own', () => {
    expect(ownFooters).toEqual([]);
  });

  it('tells a modal with its own submit button from the rest', () => {
    expect(ownModal.test('<PortalModal opened onClose={close}>')).toBe(true);
    expect(ownModal.test('<Drawer\n  opened')).toBe(true);
    expect(ownModal.test('<FormModal title="x">')).toBe(false);
    expect(ownModal.test('<ModalToasts />')).toBe(false);
    expect(submitButton.test('<Button type="submit" loading={busy}>')).toBe(true);
  });
});
