import { describe, expect, it } from 'vitest';
import { buildStatusDisplay, isBuildRunning, licenseStatus } from './appEnums.ts';

describe('buildStatusDisplay', () => {
  it('keeps every known build status', () => {
    for (const s of [
      'SUCCEEDED',
      'FAILED',
      'SCHEDULED',
      'QUEUED',
      'IN_PROGRESS',
      'QUEUED_FOR_SIGNING',
      'CANCELLED',
    ]) {
      expect(buildStatusDisplay(s)).toBe(s);
    }
  });

  it('shows anything else as No Build', () => {
    expect(buildStatusDisplay(undefined)).toBe('NO_BUILD');
    expect(buildStatusDisplay('ABORTED')).toBe('NO_BUILD');
    expect(buildStatusDisplay('succeeded')).toBe('NO_BUILD');
  });

  it('counts scheduled, queued, in-progress and signing builds as running', () => {
    expect(isBuildRunning('QUEUED_FOR_SIGNING')).toBe(true);
    expect(isBuildRunning('FAILED')).toBe(false);
    expect(isBuildRunning('CANCELLED')).toBe(false);
    expect(isBuildRunning('NO_BUILD')).toBe(false);
  });
});

describe('licenseStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is Active until the end date has passed', () => {
    expect(licenseStatus(new Date('2026-06-01T12:00:00Z'), now)).toBe('Active');
    expect(licenseStatus(new Date('2027-01-01T00:00:00Z'), now)).toBe('Active');
  });
  it('is Expired after the end date', () => {
    expect(licenseStatus(new Date('2026-05-31T23:59:59Z'), now)).toBe('Expired');
  });
});
