import { useRef } from 'react';

/**
 * For a menu whose items open dialogs: the menu's button, and a wrapper for an item's handler that gives the
 * focus back to that button before the dialog opens. Mantine's menu returns the focus to its button 10 ms
 * after an item is chosen, but a modal records the element to give the focus back to on close in the commit
 * that opens it, when the focus is still on the item; the menu then unmounts the item, and on close the focus
 * fell to the page's body (a keyboard user lost their place in the list). With the button focused first, the
 * modal records it, and its own `returnFocus` brings the focus back there on every opening.
 */
export function useMenuDialogOpener<Target extends HTMLElement = HTMLButtonElement>() {
  const targetRef = useRef<Target>(null);
  const openFromMenu =
    <Args extends unknown[]>(open: (...args: Args) => void) =>
    (...args: Args) => {
      targetRef.current?.focus({ preventScroll: true });
      open(...args);
    };
  return { targetRef, openFromMenu };
}
