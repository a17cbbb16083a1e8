import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OidcRepository, StoredPayload } from './oidc.repository.ts';

/**
 * oidc-provider's storage in the database (its default adapter is in memory and for development only):
 * every server process sees the same interactions, codes, sessions and grants.
 */
export function databaseAdapter(repo: OidcRepository) {
  return class DatabaseAdapter implements Adapter {
    private readonly type: string;
    constructor(type: string) {
      this.type = type;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await repo.upsertPayload(this.type, id, payload as StoredPayload, expiresAt);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return toPayload(await repo.findPayload(this.type, { id }));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return toPayload(await repo.findPayload(this.type, { userCode }));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return toPayload(await repo.findPayload(this.type, { uid }));
    }

    async consume(id: string): Promise<void> {
      await repo.consume(this.type, id);
    }

    async destroy(id: string): Promise<void> {
      await repo.destroy(this.type, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await repo.revokeByGrantId(grantId);
    }
  };
}

function toPayload(
  row: { payload: unknown; consumedAt: Date | null } | undefined,
): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  // The provider reads `consumed` to refuse a second use of a code (and revokes its tokens).
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}
