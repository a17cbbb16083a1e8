// Types for the per-icon modules of @tabler/icons-react, which ship without their own declarations.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const icon: import('@tabler/icons-react').TablerIcon;
  export default icon;
}
