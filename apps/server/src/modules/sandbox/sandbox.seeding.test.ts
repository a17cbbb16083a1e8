import type { Tenant } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantTokenClaims } from '../tenants/tenantTokens.service.ts';
import type { SandboxRepository } from './sandbox.repository.ts';
import { SandboxSeeding, sandboxService } from './sandbox.service.ts';

const tenant: Tenant = {
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  name: 'acme_sb',
  environment: 'Sandbox',
  createdAt: '2026-11-24T00:00:00.000Z',
};
const claims: TenantTokenClaims = {
  tenant: tenant.name,
  tenantId: tenant.id,
  organizationId: tenant.organizationId,
  subject: 'developer@demo.example',
  clientId: null,
  scopes: ['workers.read'],
  expiresAt: new Date('2100-01-01T00:00:00.000Z'),
};

/**
 * A repository whose seed finishes only when the test says so: the one way to hold a tenant in the middle
 * of its first seeding without a database that is slow on purpose.
 */
function heldSeed() {
  let finish!: () => void;
  let seeded = false;
  const seed = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        finish = () => {
          seeded = true;
          resolve(true);
        };
      }),
  );
  const repo = { isSeeded: async () => seeded, seed } as unknown as SandboxRepository;
  return { repo, seed, finish: () => finish() };
}

describe('a call that arrives while its tenant seeds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const service = (repo: SandboxRepository, seedWaitMs?: number) =>
    sandboxService({
      repo,
      tenants: {
        byName: async (org, name) => (org === tenant.organizationId && name === tenant.name ? tenant : null),
      },
      integrationSignIn: async () => null,
      verify: async (token) => (token === 'good' ? claims : null),
      workers: 10,
      seedWaitMs,
    });

  it('waits a bounded time, then is refused with SandboxSeeding (the routes answer it 503 with Retry-After)', async () => {
    const held = heldSeed();
    const sandbox = service(held.repo);
    const call = sandbox.authorize('acme_sb', 'Bearer good', 'workers.read');
    const outcome = call.then(
      () => 'admitted',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(7_000);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBeInstanceOf(SandboxSeeding);
    held.finish();
  });

  it('waits as long as the configured seed wait (SANDBOX_SEED_WAIT_MS), then is refused', async () => {
    const held = heldSeed();
    const sandbox = service(held.repo, 20_000);
    const outcome = sandbox.authorize('acme_sb', 'Bearer good', 'workers.read').then(
      () => 'admitted',
      (error: unknown) => error,
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(19_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBeInstanceOf(SandboxSeeding);
    held.finish();
  });

  it('seeds a tenant once for calls that arrive together, and admits them when the seed is done', async () => {
    const held = heldSeed();
    const sandbox = service(held.repo);
    const calls = [1, 2, 3].map(() => sandbox.authorize('acme_sb', 'Bearer good', 'workers.read'));
    await vi.advanceTimersByTimeAsync(100);
    held.finish();
    const admitted = await Promise.all(calls);
    expect(admitted.map((a) => a.tenant.id)).toEqual([tenant.id, tenant.id, tenant.id]);
    expect(held.seed).toHaveBeenCalledTimes(1);
    await sandbox.authorize('acme_sb', 'Bearer good', 'workers.read');
    expect(held.seed).toHaveBeenCalledTimes(1);
  });

  it('checks the token before it seeds anything', async () => {
    const held = heldSeed();
    const sandbox = service(held.repo);
    await expect(sandbox.authorize('acme_sb', 'Bearer bad', 'workers.read')).rejects.toThrow(
      'not valid for this tenant',
    );
    await expect(sandbox.authorize('other_sb', 'Bearer good', 'workers.read')).rejects.toThrow(
      'Tenant not found',
    );
    expect(held.seed).not.toHaveBeenCalled();
  });
});
