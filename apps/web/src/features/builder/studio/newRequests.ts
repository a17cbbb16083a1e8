import type { CollectionRequest } from '@portal/contracts';
import {
  type ExplorerOperation,
  exampleOf,
  requestEnvelope,
  type SoapOperation,
  type SoapService,
} from '../../explorers/index.ts';
import type { GraphqlOperation } from './graphqlOperations.ts';

/** A request to add, built from one of the sandbox's schemas, and the collection variables it refers to. */
export type NewRequest = { request: Omit<CollectionRequest, 'id'>; variables: string[] };

/** What an operation of the sandbox's OpenAPI documents gives a new request, and the variables it needs. */
export function requestFromOperation(op: ExplorerOperation): NewRequest {
  const variables = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
  const body = op.requestSchema ? exampleOf(op.requestSchema) : undefined;
  return {
    request: {
      name: op.summary.slice(0, 100) || `${op.method} ${op.path}`,
      method: op.method as CollectionRequest['method'],
      // {id} in the template becomes the variable {{id}}.
      path: `/api/${op.service}/v${op.version}${op.path.replace(/\{(\w+)\}/g, '{{$1}}')}`,
      ...(body !== undefined ? { body: body as CollectionRequest['body'] } : {}),
      ...(success ? { expectedStatus: Number(success.status) } : {}),
    },
    variables,
  };
}

/** A SOAP 1.1 request for a WSDL operation: the explorer's envelope (fields to fill marked `?`). */
export function requestFromSoap(serviceName: string, service: SoapService, op: SoapOperation): NewRequest {
  return {
    request: {
      name: op.name.replaceAll('_', ' ').slice(0, 100),
      method: 'POST',
      format: 'soap',
      path: `/soap/${serviceName}`,
      soap: {
        envelope: requestEnvelope(service, op, '1.1'),
        ...(op.soapAction ? { action: op.soapAction } : {}),
      },
      expectedStatus: 200,
    },
    variables: [],
  };
}

/** A GraphQL request for a root field: its query, and variables whose IDs and strings are placeholders. */
export function requestFromGraphql(op: GraphqlOperation): NewRequest {
  const hasVariables = Object.keys(op.variables).length > 0;
  return {
    request: {
      name: `${op.kind === 'mutation' ? 'Mutation' : 'Query'} ${op.field}`.slice(0, 100),
      method: 'POST',
      format: 'graphql',
      path: '/graphql',
      graphql: {
        query: op.query,
        ...(hasVariables ? { variables: op.variables as Record<string, never> } : {}),
      },
      expectedStatus: 200,
    },
    variables: op.placeholders,
  };
}
