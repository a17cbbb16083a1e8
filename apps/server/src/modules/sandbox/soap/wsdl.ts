import { SOAP11, SOAP12 } from './soapEnvelope.ts';
import { type SoapOperation, soapNamespace } from './soapServices.ts';
import { buildXml } from './soapWriter.ts';

const XSD = 'http://www.w3.org/2001/XMLSchema';
const WSDL = 'http://schemas.xmlsoap.org/wsdl/';

/** The WSDL 1.1 of one SOAP service: document/literal, SOAP 1.1 and 1.2 bindings, the tenant's address. */
export function wsdl(service: string, address: string, operations: SoapOperation[]): string {
  const tns = soapNamespace(service);
  const requestType = (op: SoapOperation) => {
    const groups = new Map<string | undefined, SoapOperation['fields']>();
    for (const field of op.fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
    const element = (field: SoapOperation['fields'][number]) => ({
      '@_name': field.name,
      '@_type': 'xsd:string',
      '@_minOccurs': field.required ? '1' : '0',
    });
    return {
      'xsd:sequence': {
        'xsd:element': [
          ...(groups.get(undefined) ?? []).map(element),
          ...[...groups]
            .filter(([group]) => group)
            .map(([group, fields]) => ({
              '@_name': group,
              '@_minOccurs': '0',
              'xsd:complexType': { 'xsd:sequence': { 'xsd:element': fields.map(element) } },
            })),
        ],
      },
    };
  };
  const binding = (version: '11' | '12') => ({
    '@_name': `${service}_Binding${version}`,
    '@_type': `tns:${service}_PortType`,
    [`soap${version}:binding`]: {
      '@_style': 'document',
      '@_transport': 'http://schemas.xmlsoap.org/soap/http',
    },
    'wsdl:operation': operations.map((op) => ({
      '@_name': op.name,
      [`soap${version}:operation`]: { '@_soapAction': `${tns}#${op.name}` },
      'wsdl:input': { [`soap${version}:body`]: { '@_use': 'literal' } },
      'wsdl:output': { [`soap${version}:body`]: { '@_use': 'literal' } },
    })),
  });
  return buildXml({
    'wsdl:definitions': {
      '@_xmlns:wsdl': WSDL,
      '@_xmlns:xsd': XSD,
      '@_xmlns:soap11': 'http://schemas.xmlsoap.org/wsdl/soap/',
      '@_xmlns:soap12': 'http://schemas.xmlsoap.org/wsdl/soap12/',
      '@_xmlns:tns': tns,
      '@_name': service,
      '@_targetNamespace': tns,
      'wsdl:documentation': `Sandbox ${service} (SOAP 1.1 ${SOAP11}, SOAP 1.2 ${SOAP12}). Authenticate with a tenant token (Authorization: Bearer) or a WS-Security UsernameToken of the tenant's integration user.`,
      'wsdl:types': {
        'xsd:schema': {
          '@_targetNamespace': tns,
          '@_elementFormDefault': 'qualified',
          'xsd:element': operations.flatMap((op) => [
            { '@_name': `${op.name}_Request`, 'xsd:complexType': requestType(op) },
            {
              '@_name': `${op.name}_Response`,
              'xsd:complexType': {
                'xsd:sequence': {
                  'xsd:any': { '@_minOccurs': '0', '@_maxOccurs': 'unbounded', '@_processContents': 'lax' },
                },
              },
            },
          ]),
        },
      },
      'wsdl:message': operations.flatMap((op) => [
        {
          '@_name': `${op.name}_Input`,
          'wsdl:part': { '@_name': 'body', '@_element': `tns:${op.name}_Request` },
        },
        {
          '@_name': `${op.name}_Output`,
          'wsdl:part': { '@_name': 'body', '@_element': `tns:${op.name}_Response` },
        },
      ]),
      'wsdl:portType': {
        '@_name': `${service}_PortType`,
        'wsdl:operation': operations.map((op) => ({
          '@_name': op.name,
          'wsdl:input': { '@_message': `tns:${op.name}_Input` },
          'wsdl:output': { '@_message': `tns:${op.name}_Output` },
        })),
      },
      'wsdl:binding': [binding('11'), binding('12')],
      'wsdl:service': {
        '@_name': service,
        'wsdl:port': [
          {
            '@_name': `${service}_Port11`,
            '@_binding': `tns:${service}_Binding11`,
            'soap11:address': { '@_location': address },
          },
          {
            '@_name': `${service}_Port12`,
            '@_binding': `tns:${service}_Binding12`,
            'soap12:address': { '@_location': address },
          },
        ],
      },
    },
  });
}
