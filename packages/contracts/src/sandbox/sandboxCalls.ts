/**
 * How the portal calls the sandbox tenant's SOAP and GraphQL endpoints, for every caller alike: the SOAP
 * and GraphQL explorers, the studio's collection runs (in the browser) and the orchestration engine's
 * http steps (on the server). One definition, so a fix to the wire format reaches all three.
 */

/** A SOAP 1.1 call's content type; the SOAPAction rides in its own header. */
export const SOAP11_CONTENT_TYPE = 'text/xml; charset=utf-8';

/** The SOAPAction header's value: always quoted (SOAP 1.1, section 6.1.1), an empty action too. */
export const soapActionHeader = (action: string) => `"${action.replaceAll('"', '')}"`;

/** The headers of a SOAP 1.1 call. */
export const soap11Headers = (action: string) => ({
  'content-type': SOAP11_CONTENT_TYPE,
  soapaction: soapActionHeader(action),
});

/** The headers of a GraphQL-over-HTTP call (a JSON body `{ query, variables }`). */
export const graphqlHeaders = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
} as const;

/**
 * The errors of a GraphQL answer, joined, or null when it has none. An execution error may come with a
 * 200, so the status alone never says a GraphQL call succeeded.
 */
export function graphqlErrorMessage(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors
    .map((error) => String((error as { message?: unknown } | null)?.message ?? 'GraphQL error'))
    .join('; ')
    .slice(0, 1000);
}
