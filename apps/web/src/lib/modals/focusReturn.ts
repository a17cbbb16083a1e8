import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where the focus goes when a dialog closes (the WAI-ARIA dialog pattern): back to the element that opened
 * it. One rule for every PortalModal, in place of Mantine's `returnFocus`, which records nothing for a dialog
 * mounted open (a FormModal) and records a menu's item, gone with its menu by the time the dialog closes.
 */
type Opener = {
  /** What had the focus when the dialog opened. */
  element: HTMLElement | null;
  /** When that was a menu's item: the menu's button, which stays when the menu closes. */
  menuButton: HTMLElement | null;
};

type Closing = { opener: Opener; root: () => Element | null };

/** Dialogs closed in the commit being run, until their focus is given back (a microtask later). */
let closing: Closing[] = [];
/** Counts openings, so the closed dialogs can tell that another one opened in the same commit. */
let openings = 0;

function closingDialogOf(element: Element | null): Closing | undefined {
  return closing.find((entry) => element !== null && entry.root()?.contains(element));
}

/** Whether the focus has nowhere to be: the page's body, a removed element, or inside a closing dialog. */
function isLost(focused: Element | null): boolean {
  return (
    focused === null ||
    focused === document.body ||
    !focused.isConnected ||
    closingDialogOf(focused) !== undefined
  );
}

const noOpener: Opener = { element: null, menuButton: null };

function openerOf(element: HTMLElement): Opener {
  // A menu is labelled by its button (Mantine's Menu, the WAI-ARIA menu button pattern).
  const menuId = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return { element, menuButton: menuId ? document.getElementById(menuId) : null };
}

/**
 * The element focused last, described while it was there: when the focus has fallen to the body from an
 * element since removed (a menu's item, gone with its menu before a dialog opened a frame later, as
 * MountedOnceOpened opens it), it is still the opener. Kept from the first import on, in a browser.
 */
let lastFocus = noOpener;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocus = openerOf(event.target);
    },
    true,
  );

function readFocus(): Opener {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) return openerOf(focused);
  // On the body: either the focus fell from a removed element, or the user had put it nowhere (a click on
  // the page's background), which is left so.
  return lastFocus.element?.isConnected === false ? lastFocus : noOpener;
}

/**
 * The opener, once the commit that opens the dialog has run. When the focus was in (or fell from) a dialog
 * closed in that commit, as when one dialog's submit opens the next, the new dialog takes the closed one's
 * opener: that is where the user was.
 */
function settleOpener(focus: Opener): Opener {
  openings += 1;
  const closed = closingDialogOf(focus.element) ?? closing.at(-1);
  return closed && isLost(focus.element) ? closed.opener : focus;
}

/**
 * Gives the focus back to the opener once the dialog has closed, if the focus was lost; left alone when it
 * went somewhere else meanwhile. A microtask later, once for all the dialogs a commit closes: once React has
 * run the whole commit (the dialogs' content removed, another dialog opened) and before the browser paints,
 * so the focus moves once. When another dialog opened in the same commit, its focus trap takes the focus
 * and the closed ones give nothing. Of dialogs closed together (a page change closes a stack of them), the
 * one whose opener is outside them all gets it back.
 */
function giveFocusBack(opener: Opener, root: () => Element | null): void {
  if (closing.length === 0) {
    const openingsAtClose = openings;
    queueMicrotask(() => {
      const isGiven = openings === openingsAtClose && isLost(document.activeElement);
      // The opener when still there, else its menu's button; neither when the page changed meanwhile.
      const target = isGiven
        ? closing
            .flatMap((entry) => [entry.opener.element, entry.opener.menuButton])
            .find((element) => element?.isConnected && !closingDialogOf(element))
        : undefined;
      closing = [];
      target?.focus({ preventScroll: true });
    });
  }
  closing.push({ opener, root });
}

/**
 * For a modal (`rootRef` on its root): records its opener when it comes open (mounted open, or `opened`
 * turning true) and gives the focus back to it when it closes or unmounts, whichever comes first.
 */
export function useFocusBackToOpener(opened: boolean, rootRef: RefObject<Element | null>): void {
  // Read in render, before the commit: in it, a menu whose item opened the dialog may remove the item (no
  // transition under reduced motion), and the focus trap moves the focus inside a moment later.
  const [atOpening, setAtOpening] = useState(() => ({ opened, focus: opened ? readFocus() : null }));
  if (atOpening.opened !== opened) setAtOpening({ opened, focus: opened ? readFocus() : null });
  const focus = atOpening.focus;
  useLayoutEffect(() => {
    if (!focus) return;
    const opener = settleOpener(focus);
    return () => giveFocusBack(opener, () => rootRef.current);
  }, [focus, rootRef]);
}
