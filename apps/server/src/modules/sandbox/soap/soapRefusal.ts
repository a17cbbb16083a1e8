import type { RefusalReply } from '../sandboxAdmission.ts';
import { faultNamespace } from './soapServices.ts';
import { fault, refusalFault, soapContentType } from './soapWriter.ts';

/**
 * A refusal as a SOAP fault, before the envelope is read: its version is the one the content type names.
 * The caller's doing (401, 403, 429) is a Client/Sender fault, the server's state (503) a Server/Receiver one.
 */
export const soapRefusal: RefusalReply = (request, reply, refusal) => {
  const version = String(request.headers['content-type'] ?? '').includes('soap+xml') ? '1.2' : '1.1';
  return reply
    .status(refusal.status)
    .headers(refusal.headers)
    .type(soapContentType(version))
    .send(fault(version, { ...refusalFault(refusal), namespace: faultNamespace(request.params) }));
};
