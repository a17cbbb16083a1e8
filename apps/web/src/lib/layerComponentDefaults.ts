import type {
  AppShellProps,
  AutocompleteProps,
  ComboboxProps,
  DrawerProps,
  HoverCardProps,
  MantineThemeComponents,
  MenuProps,
  ModalProps,
  MultiSelectProps,
  PopoverProps,
  SelectProps,
  TooltipProps,
} from '@mantine/core';
import { layers } from './layers.ts';

/**
 * Mantine theme `components` entries that put every layered component on the portal's scale
 * (lib/layers.ts). Spread into `createTheme({ components: { ...layerComponentDefaults } })`.
 *
 * Plain objects typed by the components' props, not `Modal.extend(...)`: `extend` is the identity, but
 * naming the component imports it, and the theme is in the first load, so every popover, menu, modal
 * and combobox (with Floating UI) came with it.
 */
export const layerComponentDefaults = {
  AppShell: { defaultProps: { zIndex: layers.appShell } satisfies Partial<AppShellProps> },
  Popover: { defaultProps: { zIndex: layers.popover } satisfies Partial<PopoverProps> },
  Menu: {
    // Not a layer, but Menu's one default: Mantine's focus placeholder is a role=presentation child of
    // role=menu, which axe reports (aria-required-children). Without it, opening a menu focuses its first
    // item, as the WAI-ARIA menu button pattern has it.
    defaultProps: { zIndex: layers.popover, withInitialFocusPlaceholder: false } satisfies Partial<MenuProps>,
  },
  HoverCard: { defaultProps: { zIndex: layers.popover } satisfies Partial<HoverCardProps> },
  Modal: { defaultProps: { zIndex: layers.modal } satisfies Partial<ModalProps> },
  // A drawer is a modal from the side: on the modal layer, under toasts and the dialogs it opens.
  Drawer: { defaultProps: { zIndex: layers.modal } satisfies Partial<DrawerProps> },
  Tooltip: { defaultProps: { zIndex: layers.tooltip } satisfies Partial<TooltipProps> },
  Combobox: { defaultProps: { zIndex: layers.selectMenu } satisfies Partial<ComboboxProps> },
  Select: { defaultProps: { comboboxProps: { zIndex: layers.selectMenu } } satisfies Partial<SelectProps> },
  MultiSelect: {
    defaultProps: { comboboxProps: { zIndex: layers.selectMenu } } satisfies Partial<MultiSelectProps>,
  },
  Autocomplete: {
    defaultProps: { comboboxProps: { zIndex: layers.selectMenu } } satisfies Partial<AutocompleteProps>,
  },
} satisfies MantineThemeComponents;
