/**
 * A request to copy for an API operation of the sandbox tenant, made from its search entry's key
 * (`rest:{service}:v{n}:{METHOD} {path}` or `soap:{service}:{Operation}`, see sandbox/searchEntries.ts).
 * The tenant and the token stay shell variables: the copilot never puts a credential in an answer.
 */
export function curlRequest(key: string, publicUrl: string): string | null {
  const rest = /^rest:([\w-]+):v(\d+):(GET|POST|PATCH) (\/\S*)$/.exec(key);
  if (rest) {
    const [, service, version, method, path] = rest;
    const url = `${publicUrl}/sandbox/$TENANT/api/${service}/v${version}${path!.replace(/:(\w+)/g, '{$1}')}`;
    const lines = [`curl -X ${method} "${url}"`, `  -H "Authorization: Bearer $TENANT_TOKEN"`];
    if (method !== 'GET') lines.push(`  -H "Content-Type: application/json"`, `  -d '{}'`);
    return lines.join(' \\\n');
  }
  const soap = /^soap:([\w-]+):(\w+)$/.exec(key);
  if (soap) {
    const [, service, operation] = soap;
    const envelope = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:sb="urn:portal:sandbox:${service}"><soapenv:Body><sb:${operation}_Request/></soapenv:Body></soapenv:Envelope>`;
    return [
      `curl -X POST "${publicUrl}/sandbox/$TENANT/soap/${service}"`,
      `  -H "Authorization: Bearer $TENANT_TOKEN"`,
      `  -H "Content-Type: text/xml"`,
      `  -d '${envelope}'`,
    ].join(' \\\n');
  }
  return null;
}
