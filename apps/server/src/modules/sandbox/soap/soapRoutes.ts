import { tenantNameSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../platform/httpError.ts';
import type { SandboxService } from '../sandbox.service.ts';
import { sandboxRefusal } from '../sandboxRefusal.ts';
import { parseEnvelope, SoapClientFault, type SoapVersion } from './soapEnvelope.ts';
import { soapNamespace, soapServices } from './soapServices.ts';
import { envelope, fault, soapContentType } from './soapWriter.ts';
import { wsdl } from './wsdl.ts';

const BODY_LIMIT = 256 * 1024;

/**
 * SOAP under /sandbox/{tenant}/soap/{service} (issue 13 item 3): a WSDL per service (`?wsdl`), SOAP 1.1
 * and 1.2 envelopes answered in the version asked, faults for bad requests, and either a tenant token
 * (Authorization: Bearer) or a WS-Security UsernameToken of the tenant's integration user.
 */
export async function soapRoutes(
  fastify: FastifyInstance,
  opts: { service: SandboxService; publicUrl: string },
) {
  const { service } = opts;
  // SOAP bodies are XML: read as text here, parsed by the envelope reader (which refuses DOCTYPEs).
  for (const type of ['text/xml', 'application/soap+xml'])
    fastify.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
  const params = z.object({ tenant: tenantNameSchema, service: z.string().max(40) });
  const operationsOf = (name: string) => {
    const operations = soapServices[name];
    if (!operations)
      throw new HttpError(
        'not_found',
        `No SOAP service ${name}. Services: ${Object.keys(soapServices).join(', ')}.`,
      );
    return operations;
  };

  fastify.get('/sandbox/:tenant/soap/:service', { schema: { hide: true } }, async (request, reply) => {
    const { tenant, service: name } = params.parse(request.params);
    const address = `${opts.publicUrl}/sandbox/${tenant}/soap/${name}`;
    return reply.type('text/xml; charset=utf-8').send(wsdl(name, address, operationsOf(name)));
  });

  fastify.post(
    '/sandbox/:tenant/soap/:service',
    { schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { tenant, service: name } = params.parse(request.params);
      const operations = operationsOf(name);
      let version: SoapVersion = String(request.headers['content-type'] ?? '').includes('soap+xml')
        ? '1.2'
        : '1.1';
      const send = (status: number, xml: string) =>
        reply.status(status).type(soapContentType(version)).send(xml);
      // SOAP 1.1 answers a fault with 500 whoever's fault it is; SOAP 1.2 tells the sender's apart (400).
      const clientFault = (message: string) =>
        send(version === '1.2' ? 400 : 500, fault(version, true, message));
      try {
        if (typeof request.body !== 'string')
          return clientFault('Send a SOAP envelope as text/xml or application/soap+xml.');
        const message = parseEnvelope(request.body);
        version = message.version;
        const operation = operations.find((op) => `${op.name}_Request` === message.operation.local);
        if (!operation || message.operation.uri !== soapNamespace(name))
          return clientFault(
            `No operation ${message.operation.local} in ${name} (namespace ${soapNamespace(name)}).`,
          );
        const allowed = message.usernameToken
          ? await service.authorizeIntegration(tenant, message.usernameToken)
          : await service.authorize(tenant, request.headers.authorization, operation.scope);
        request.sandbox = {
          tenantId: allowed.tenant.id,
          tenant: allowed.tenant.name,
          claims: allowed.claims,
        };
        const result = await operation.handle(service, allowed.tenant.id, message.operation);
        return send(
          200,
          envelope(version, {
            [`sb:${operation.name}_Response`]: { '@_xmlns:sb': soapNamespace(name), ...result },
          }),
        );
      } catch (error) {
        if (error instanceof SoapClientFault) return clientFault(error.message);
        const refusal = sandboxRefusal(error);
        if (refusal)
          return reply
            .headers(refusal.headers)
            .status(refusal.status)
            .type(soapContentType(version))
            .send(fault(version, refusal.status !== 503, refusal.message));
        if (error instanceof HttpError && error.statusCode < 500) return clientFault(error.message);
        request.log.error({ err: error }, 'SOAP operation failed');
        return send(500, fault(version, false, 'Something went wrong on our side. Try again later.'));
      }
    },
  );
}
