import { type CompanyEvent, companyEventSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { signIn } from './signIn.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * A company's notifications socket as the web opens it: a ticket for the member (or the portal token)
 * acting for the company,
 * then the socket, returned once it said 'ready' (events before that are not its). Every event it gets is
 * checked against the contract.
 */
export async function openCompanySocket(
  app: FastifyInstance,
  member: Session | { bearer: string },
  organizationId: string,
) {
  const url = '/sub-api/v1/notifications/ticket';
  const headers = { 'x-organization-id': organizationId };
  // A portal token (the CLI's) asks for its ticket like any API call of its client.
  const res =
    'bearer' in member
      ? await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, authorization: `Bearer ${member.bearer}` },
        })
      : await member.request('POST', url, { headers });
  expect(res.statusCode, res.body).toBe(200);
  const socket = await app.injectWS(`/sub-api/v1/notifications/listen?ticket=${res.json().ticket}`);
  const events: CompanyEvent[] = [];
  await new Promise<void>((resolve) =>
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'ready') resolve();
      else events.push(companyEventSchema.parse(message));
    }),
  );
  return {
    events,
    /** The statuses the socket got for the run, in order. */
    runStatuses: (runId: string) =>
      events.flatMap((event) => (event.type === 'run' && event.runId === runId ? [event.status] : [])),
    runEvents: () => events.filter((event) => event.type === 'run'),
    close: () => socket.terminate(),
  };
}
