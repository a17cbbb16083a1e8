/** Query keys of the company context. A company switch re-reads all of them. */
export const companyKeys = {
  all: ['company'] as const,
  list: () => ['company', 'list'] as const,
  permissions: (organizationUuid: string) => ['company', 'permissions', organizationUuid] as const,
};
