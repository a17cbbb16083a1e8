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
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const license = (licenseStart: string, licenseEnd: string | null, endedAt: string | null = null) => ({
    licenseStart,
    licenseEnd,
    endedAt,
  });
  it('is NotStarted before its start day', () => {
    expect(licenseStatus(license(day(1), null), now)).toBe('NotStarted');
  });
  it('is Active from its start day through its end day, or for good without one', () => {
    expect(licenseStatus(license(day(0), day(0)), now)).toBe('Active');
    expect(licenseStatus(license(day(-30), day(30)), now)).toBe('Active');
    expect(licenseStatus(license(day(-30), null), now)).toBe('Active');
  });
  it('is Expired after its end day, or once ended', () => {
    expect(licenseStatus(license(day(-30), day(-1)), now)).toBe('Expired');
    expect(licenseStatus(license(day(-30), null, now.toISOString()), now)).toBe('Expired');
  });
});
