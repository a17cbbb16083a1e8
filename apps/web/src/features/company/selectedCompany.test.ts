import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { demoOrganizations } from '../../test/identityStub.ts';
import { orgCookie, pickCompany, readStoredOrgId, storeOrgId } from './selectedCompany.ts';

const [northwind, bright, acme] = demoOrganizations as [
  (typeof demoOrganizations)[0],
  (typeof demoOrganizations)[0],
  (typeof demoOrganizations)[0],
];

describe('selected company', () => {
  it('starts in the stored company when the user still belongs to it', () => {
    expect(pickCompany(demoOrganizations, bright.organizationUuid)).toBe(bright);
  });

  it('starts in the default primary company when none is stored or the stored one is not the user’s', () => {
    expect(pickCompany(demoOrganizations, undefined)).toBe(acme);
    expect(pickCompany(demoOrganizations, 'someone-elses-company')).toBe(acme);
    expect(pickCompany([], undefined)).toBeNull();
    expect(northwind.associationType).toBe('COLLABORATOR');
  });

  it('stores the selection in local storage and in a strict same-site cookie', () => {
    storeOrgId(bright.organizationUuid);
    expect(localStorage.getItem(storageKeys.orgUuid)).toBe(bright.organizationUuid);
    expect(document.cookie).toContain(`devsite_org=${bright.organizationUuid}`);
    expect(readStoredOrgId()).toBe(bright.organizationUuid);
  });

  it('reads the cookie when local storage has no selection', () => {
    storeOrgId(acme.organizationUuid);
    localStorage.clear();
    expect(readStoredOrgId()).toBe(acme.organizationUuid);
  });

  it('marks the cookie Secure on https only', () => {
    expect(orgCookie('o1', 'https:')).toBe(
      'devsite_org=o1; Path=/; Max-Age=31536000; SameSite=Strict; Secure',
    );
    expect(orgCookie('o1', 'http:')).not.toContain('Secure');
  });
});
