import type { AccountStatus } from '../identity/accountStatus.ts';

/** Who may take a step: provider staff through the API, or the provisioning job. */
export type TransitionActor = 'staff' | 'provisioner';

export type AccountTransition = { from: AccountStatus; to: AccountStatus; by: TransitionActor };

/**
 * The allowed account provisioning steps (docs/product/companies.md COMPANIES-4; docs/identity-api.md has
 * this table for people). The server refuses every other step with 409; the web offers only these.
 * '' is "not provisioned": a company made before provisioning existed, which staff can provision.
 */
export const accountTransitions: readonly AccountTransition[] = [
  { from: '', to: 'INITIATED', by: 'staff' },
  { from: 'INITIATED', to: 'PROVISIONING', by: 'provisioner' },
  { from: 'INITIATED', to: 'ERROR_APES', by: 'provisioner' },
  { from: 'PROVISIONING', to: 'PROVISIONED', by: 'provisioner' },
  { from: 'PROVISIONING', to: 'ERROR_APES', by: 'provisioner' },
  // Retry after a failure: the job runs again from the start (it creates only what is missing).
  { from: 'ERROR_APES', to: 'INITIATED', by: 'staff' },
  { from: 'PROVISIONED', to: 'DELETION_REQUESTED', by: 'staff' },
  // Staff may withdraw a request the job has not scheduled yet.
  { from: 'DELETION_REQUESTED', to: 'PROVISIONED', by: 'staff' },
  { from: 'DELETION_REQUESTED', to: 'DELETION_SCHEDULED', by: 'provisioner' },
];

export function canTransition(from: AccountStatus, to: AccountStatus, by: TransitionActor): boolean {
  return accountTransitions.some((t) => t.from === from && t.to === to && t.by === by);
}

/** The steps staff may take from a status: what the company page offers. */
export function staffTransitionsFrom(from: AccountStatus): AccountStatus[] {
  return accountTransitions.filter((t) => t.from === from && t.by === 'staff').map((t) => t.to);
}

/** Statuses the job still moves on from: the company page follows them live until one of the others. */
export function isAccountStatusSettling(status: AccountStatus): boolean {
  return accountTransitions.some((t) => t.from === status && t.by === 'provisioner');
}
