import {
  AppShell,
  Autocomplete,
  Combobox,
  Drawer,
  HoverCard,
  Menu,
  Modal,
  MultiSelect,
  Popover,
  Select,
  Tooltip,
} from '@mantine/core';
import { layers } from './layers.ts';

/**
 * Mantine theme `components` entries that put every layered component on the portal's scale
 * (lib/layers.ts). Spread into `createTheme({ components: { ...layerComponentDefaults } })`.
 */
export const layerComponentDefaults = {
  AppShell: AppShell.extend({ defaultProps: { zIndex: layers.appShell } }),
  Popover: Popover.extend({ defaultProps: { zIndex: layers.popover } }),
  Menu: Menu.extend({
    // Not a layer, but Menu's one default: Mantine's focus placeholder is a role=presentation child of
    // role=menu, which axe reports (aria-required-children). Without it, opening a menu focuses its first
    // item, as the WAI-ARIA menu button pattern has it.
    defaultProps: { zIndex: layers.popover, withInitialFocusPlaceholder: false },
  }),
  HoverCard: HoverCard.extend({ defaultProps: { zIndex: layers.popover } }),
  Modal: Modal.extend({ defaultProps: { zIndex: layers.modal } }),
  // A drawer is a modal from the side: on the modal layer, under toasts and the dialogs it opens.
  Drawer: Drawer.extend({ defaultProps: { zIndex: layers.modal } }),
  Tooltip: Tooltip.extend({ defaultProps: { zIndex: layers.tooltip } }),
  Combobox: Combobox.extend({ defaultProps: { zIndex: layers.selectMenu } }),
  Select: Select.extend({ defaultProps: { comboboxProps: { zIndex: layers.selectMenu } } }),
  MultiSelect: MultiSelect.extend({ defaultProps: { comboboxProps: { zIndex: layers.selectMenu } } }),
  Autocomplete: Autocomplete.extend({ defaultProps: { comboboxProps: { zIndex: layers.selectMenu } } }),
};
