import { type CollectionRequest, type CollectionRequestFormat, sandboxSoapServices } from '@portal/contracts';

/** A SOAP 1.1 envelope to start from: the operation's request element goes in the Body. */
export const EMPTY_ENVELOPE = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/">',
  '  <env:Header/>',
  '  <env:Body>',
  '  </env:Body>',
  '</env:Envelope>',
  '',
].join('\n');

/** A small query that runs as it is, so a new GraphQL request answers before it is edited. */
export const STARTER_QUERY = 'query Workers {\n  workers(first: 5) {\n    totalCount\n  }\n}\n';

/**
 * The request switched to another format: the fields that format needs (its address, POST, a starting
 * envelope or query) and none of the old format's, which the schema would refuse. Name, headers and the
 * expected status stay.
 */
export function withFormat(request: CollectionRequest, format: CollectionRequestFormat): CollectionRequest {
  if ((request.format ?? 'json') === format) return request;
  const { body: _b, query: _q, soap: _s, graphql: _g, format: _f, ...kept } = request;
  if (format === 'soap')
    return {
      ...kept,
      format,
      method: 'POST',
      path: `/soap/${sandboxSoapServices[0]}`,
      soap: { envelope: EMPTY_ENVELOPE, action: '' },
    };
  if (format === 'graphql')
    return { ...kept, format, method: 'POST', path: '/graphql', graphql: { query: STARTER_QUERY } };
  return { ...kept, method: 'GET', path: '/api/workers/v1/workers' };
}
