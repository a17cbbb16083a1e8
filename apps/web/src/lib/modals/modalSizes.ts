/** docs/product/shell.md SHELL-7: modals are 440px or 800px wide, 30vh, 50vh or 75vh high. */
export const modalWidths = { small: 440, large: 800 } as const;
export const modalHeights = [30, 50, 75] as const;

export type ModalSize = keyof typeof modalWidths;
export type ModalHeight = (typeof modalHeights)[number];

/** Mantine Modal `styles` giving a fixed height whose body scrolls, the header staying in view. */
export function modalHeightStyles(height: ModalHeight) {
  return {
    content: { height: `${height}vh`, display: 'flex', flexDirection: 'column' },
    body: { flex: 1, overflowY: 'auto' },
  } as const;
}
