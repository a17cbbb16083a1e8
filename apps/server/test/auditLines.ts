import type { signIn } from './signIn.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/** The company's audit trail of the last hour, as the Audit Activity preset finds it: each line's attributes. */
export async function recentAuditLines(
  who: Session,
  organizationId: string,
): Promise<Record<string, unknown>[]> {
  const res = await who.request('POST', '/observability/v1/logs/search', {
    headers: { 'x-organization-id': organizationId },
    payload: {
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date().toISOString(),
      preset: 'Audit Activity',
    },
  });
  return (res.json().data as { attributes: Record<string, unknown> }[]).map((row) => row.attributes);
}
