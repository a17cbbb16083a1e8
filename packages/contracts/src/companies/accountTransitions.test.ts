import { describe, expect, it } from 'vitest';
import { accountStatuses } from '../identity/accountStatus.ts';
import {
  accountTransitions,
  canTransition,
  isAccountStatusSettling,
  staffTransitionsFrom,
} from './accountTransitions.ts';

describe('account status transitions', () => {
  it('lets the job provision, schedule deletion and fail, and staff do the rest', () => {
    expect(canTransition('INITIATED', 'PROVISIONING', 'provisioner')).toBe(true);
    expect(canTransition('INITIATED', 'PROVISIONING', 'staff')).toBe(false);
    expect(canTransition('PROVISIONING', 'ERROR_APES', 'provisioner')).toBe(true);
    expect(canTransition('PROVISIONED', 'DELETION_REQUESTED', 'staff')).toBe(true);
    expect(canTransition('DELETION_SCHEDULED', 'PROVISIONED', 'staff')).toBe(false);
  });

  it('names only known statuses and never a step to itself', () => {
    for (const { from, to } of accountTransitions) {
      expect(accountStatuses).toContain(from);
      expect(accountStatuses).toContain(to);
      expect(from).not.toBe(to);
    }
  });

  it('offers staff the steps of a status, and follows the statuses the job still moves', () => {
    expect(staffTransitionsFrom('ERROR_APES')).toEqual(['INITIATED']);
    expect(staffTransitionsFrom('DELETION_REQUESTED')).toEqual(['PROVISIONED']);
    expect(staffTransitionsFrom('PROVISIONING')).toEqual([]);
    expect(accountStatuses.filter(isAccountStatusSettling)).toEqual([
      'INITIATED',
      'PROVISIONING',
      'DELETION_REQUESTED',
    ]);
  });
});
