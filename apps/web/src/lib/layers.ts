/**
 * Stacking order of the portal, 1 to 100 (docs/product/shell.md SHELL-10: toast 60, select menu 80, search
 * box 100). Mantine's own defaults (app shell 100, modal 200, popover 300, overlay 400) would put the header
 * above modals on this scale, so every layered Mantine component gets its value from here
 * (see `layerComponentDefaults`).
 */
export const layers = {
  base: 1,
  /** Sticky table headers and toolbars inside a page. */
  sticky: 10,
  /** App shell header and navbar. */
  appShell: 20,
  /** Popovers, menus and hover cards opened from the page. */
  popover: 30,
  modal: 40,
  /** The blocking loading screen: above modals, since a modal may start the process it covers. */
  loadingOverlay: 50,
  toast: 60,
  tooltip: 70,
  /** Select dropdowns: above modals and toasts because selects live inside modals. */
  selectMenu: 80,
  /** The spotlight search box covers everything. */
  searchBox: 100,
} as const;

export type Layer = keyof typeof layers;
