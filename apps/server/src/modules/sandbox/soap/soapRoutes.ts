import { formatMessage, tenantNameSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../platform/httpError.ts';
import { SandboxForbidden, type SandboxService } from '../sandbox.service.ts';
import type { SandboxAdmit } from '../sandboxAdmission.ts';
import { sandboxRefusal } from '../sandboxRefusal.ts';
import { parseEnvelope, SoapClientFault, type SoapVersion } from './soapEnvelope.ts';
import { faultNamespace, soapNamespace, soapServices } from './soapServices.ts';
import { envelope, fault, refusalFault, soapContentType } from './soapWriter.ts';
import { wsdl } from './wsdl.ts';

const BODY_LIMIT = 256 * 1024;

/**
 * SOAP under /sandbox/{tenant}/soap/{service} (docs/product/sandbox.md SANDBOX-4): a WSDL per service
 * (`?wsdl`), SOAP 1.1 and 1.2 envelopes answered in the version asked, faults for bad requests, and either a
 * tenant token (Authorization: Bearer) or a WS-Security UsernameToken of the tenant's integration user.
 */
export async function soapRoutes(
  fastify: FastifyInstance,
  opts: { service: SandboxService; publicUrl: string; admission: SandboxAdmit },
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

  /** The answers of one call, in the SOAP version it asked for (its content type until the envelope is read). */
  const answers = (request: FastifyRequest, reply: FastifyReply) => {
    let version: SoapVersion = String(request.headers['content-type'] ?? '').includes('soap+xml')
      ? '1.2'
      : '1.1';
    const namespace = faultNamespace(request.params);
    const send = (status: number, xml: string) =>
      reply.status(status).type(soapContentType(version)).send(xml);
    // SOAP 1.1 answers a fault with 500 whoever's fault it is; SOAP 1.2 tells the sender's apart (400). A
    // document refused by its bounds before it was read is a 400 in both (docs/sandbox-api.md). Its
    // Sandbox_Fault detail says 400 either way: what the same request gets over REST.
    const clientFault = (message: string, unread = false) =>
      send(unread || version === '1.2' ? 400 : 500, fault(version, { status: 400, message, namespace }));
    return {
      send,
      clientFault,
      setVersion: (read: SoapVersion) => {
        version = read;
      },
      version: () => version,
      refuse(error: unknown) {
        if (error instanceof SoapClientFault && error.wsSecurity)
          return send(
            401,
            fault(version, { status: 401, message: error.message, namespace, wsSecurity: error.wsSecurity }),
          );
        if (error instanceof SoapClientFault) return clientFault(error.message, error.unread);
        const refusal = sandboxRefusal(error);
        if (refusal)
          return reply
            .headers(refusal.headers)
            .status(refusal.status)
            .type(soapContentType(version))
            .send(fault(version, { ...refusalFault(refusal), namespace }));
        if (error instanceof HttpError && error.statusCode < 500) return clientFault(error.message);
        request.log.error({ err: error }, 'SOAP operation failed');
        return send(
          500,
          fault(version, {
            status: 500,
            message: 'Something went wrong on our side. Try again later.',
            namespace,
          }),
        );
      },
    };
  };

  fastify.post(
    '/sandbox/:tenant/soap/:service',
    {
      schema: { hide: true },
      // The slot first (a refused call costs nothing more), then a Bearer token, before the body is read
      // (docs/product/sandbox.md SANDBOX-6: authenticate before reading a body wherever the protocol allows
      // it); its scope once the envelope names the operation. A WS-Security UsernameToken lives in the
      // envelope: without a Bearer token, the envelope is read first, its bounds checked before anything of
      // it is built.
      onRequest: [
        opts.admission,
        async (request, reply) => {
          // Parameters that are no tenant or service name (a NUL, say) are answered by the checks that run
          // after this hook, with their 400, not here as an error of our own.
          const parsed = params.safeParse(request.params);
          if (!parsed.success) return;
          const { tenant, service: name } = parsed.data;
          operationsOf(name);
          if (!/^Bearer\s/i.test(request.headers.authorization ?? '')) return;
          try {
            const allowed = await service.authorize(tenant, request.headers.authorization, null);
            request.sandbox = {
              tenantId: allowed.tenant.id,
              tenant: allowed.tenant.name,
              claims: allowed.claims,
            };
          } catch (error) {
            return answers(request, reply).refuse(error);
          }
        },
      ],
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { tenant, service: name } = params.parse(request.params);
      const operations = operationsOf(name);
      const answer = answers(request, reply);
      try {
        if (typeof request.body !== 'string')
          return answer.clientFault('Send a SOAP envelope as text/xml or application/soap+xml.');
        const message = parseEnvelope(request.body);
        answer.setVersion(message.version);
        const operation = operations.find((op) => `${op.name}_Request` === message.operation.local);
        if (!operation || message.operation.uri !== soapNamespace(name))
          return answer.clientFault(
            `No operation ${message.operation.local} in ${name} (namespace ${soapNamespace(name)}).`,
          );
        let allowed = request.sandbox;
        if (allowed) {
          if (!allowed.claims.scopes.includes(operation.scope)) throw new SandboxForbidden(operation.scope);
        } else {
          // A digest needs the clear password, which is kept only as an scrypt hash: refused before any
          // look-up, guess count or hash (docs/decisions/ws-security-password-text.md).
          if (message.usernameToken && message.usernameToken.passwordType !== 'PasswordText')
            throw new SoapClientFault(formatMessage('sandbox.passwordTextOnly'), {
              wsSecurity: 'UnsupportedSecurityToken',
            });
          const integration = message.usernameToken
            ? await service.authorizeIntegration(tenant, message.usernameToken, request.ip)
            : await service.authorize(tenant, undefined, operation.scope);
          allowed = {
            tenantId: integration.tenant.id,
            tenant: integration.tenant.name,
            claims: integration.claims,
          };
          request.sandbox = allowed;
        }
        const result = await operation.handle(service, allowed.tenantId, message.operation);
        return answer.send(
          200,
          envelope(answer.version(), {
            [`sb:${operation.name}_Response`]: { '@_xmlns:sb': soapNamespace(name), ...result },
          }),
        );
      } catch (error) {
        return answer.refuse(error);
      }
    },
  );
}
