/** The accounts' statuses as plain values: no zod here (their schema is in organizations.ts). */

/** Account provisioning status (COMPANIES-3); the empty string means not provisioned. */
export const accountStatuses = [
  'INITIATED',
  'PROVISIONING',
  'PROVISIONED',
  'DELETION_REQUESTED',
  'DELETION_SCHEDULED',
  'ERROR_APES',
  '',
] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** Labels, colours and messages of COMPANIES-3. */
export const accountStatusDisplay: Record<
  AccountStatus,
  { label: string; color: 'orange' | 'blue' | 'green' | 'red' | 'gray'; message: string }
> = {
  INITIATED: { label: 'Initiated', color: 'orange', message: 'Organization account creation initiated.' },
  PROVISIONING: { label: 'Provisioning', color: 'blue', message: 'Organization account provisioning.' },
  PROVISIONED: { label: 'Active', color: 'green', message: 'Organization account provisioned.' },
  DELETION_REQUESTED: {
    label: 'Deletion Requested',
    color: 'red',
    message: 'Organization account provisioned.',
  },
  DELETION_SCHEDULED: {
    label: 'Deletion Scheduled',
    color: 'red',
    message: 'Organization account provisioned.',
  },
  ERROR_APES: {
    label: 'Error',
    color: 'red',
    message: "Organization account creation failed. Please reach out to the provider's support.",
  },
  '': { label: 'Not Active', color: 'gray', message: 'Organization account not provisioned.' },
};
