import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue } from './AuditChange.tsx';

describe('audit changes', () => {
  it('lists each field that changed, before and after', () => {
    const row = {
      before: { version: '0.1.0', environment: 'Development', reviewState: 'NONE' },
      after: { version: '0.1.0', environment: 'Sandbox', reviewState: 'NONE' },
    };
    expect(auditChanges(row)).toEqual([{ key: 'environment', before: 'Development', after: 'Sandbox' }]);
  });

  it('shows a field only one side has, and lists as text', () => {
    expect(auditChanges({ before: null, after: { permissions: ['read', 'write'] } })).toEqual([
      { key: 'permissions', before: undefined, after: ['read', 'write'] },
    ]);
    expect(formatAuditValue(['read', 'write'])).toBe('read, write');
    expect(formatAuditValue([])).toBe('–');
    expect(formatAuditValue(null)).toBe('–');
  });

  it('has nothing to show for an event that changed no field', () => {
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });
});
