/**
 * Permission names the route table refers to. The identity work owns the vocabulary; until it lands
 * in packages/contracts, the routes name them here once so a rename is a one-line change.
 */
export const globalPermissionNames = {
  /** Provider staff who may use the /admin area (DESIGN.md 5: `staff@demo.example`). */
  portalAdmin: 'portal.admin',
} as const;

export const orgPermissionNames = {
  clientsWrite: 'clients.write',
  usersRead: 'users.read',
  samlManage: 'saml.manage',
} as const;
