import { SOAP11, SOAP12 } from './soapEnvelope.ts';
import { sandboxFault, type XsdElement } from './soapSchema.ts';
import { type SoapOperation, soapNamespace } from './soapServices.ts';
import { buildXml } from './soapWriter.ts';

const XSD = 'http://www.w3.org/2001/XMLSchema';
const WSDL = 'http://schemas.xmlsoap.org/wsdl/';
const FAULT = sandboxFault.name;

/** The facets of a simple value: its allowed values or its bounds. */
function facets(element: XsdElement) {
  const facet = (value: string | number) => ({ '@_value': String(value) });
  const all = {
    ...(element.values ? { 'xsd:enumeration': element.values.map(facet) } : {}),
    ...(element.above !== undefined ? { 'xsd:minExclusive': facet(element.above) } : {}),
    ...(element.min !== undefined ? { 'xsd:minInclusive': facet(element.min) } : {}),
    ...(element.max !== undefined ? { 'xsd:maxInclusive': facet(element.max) } : {}),
  };
  return Object.keys(all).length > 0 ? all : null;
}

const sequence = (elements: XsdElement[]) => ({
  'xsd:sequence': { 'xsd:element': elements.map(xsdElement) },
});

// Groups and restricted values are declared in place (anonymous types): the SOAP explorer's WSDL reader
// (apps/web/src/features/explorers/sandbox/wsdlOperations.ts) reads a request's fields from its inline types.
function xsdElement(element: XsdElement): Record<string, unknown> {
  const head = {
    '@_name': element.name,
    '@_minOccurs': element.required ? '1' : '0',
    ...(element.many ? { '@_maxOccurs': 'unbounded' } : {}),
  };
  if (element.children) return { ...head, 'xsd:complexType': sequence(element.children) };
  const restricted = facets(element);
  if (!restricted) return { ...head, '@_type': element.type };
  return { ...head, 'xsd:simpleType': { 'xsd:restriction': { '@_base': element.type, ...restricted } } };
}

/** The WSDL 1.1 of one SOAP service: document/literal, SOAP 1.1 and 1.2 bindings, the tenant's address. */
export function wsdl(service: string, address: string, operations: SoapOperation[]): string {
  const tns = soapNamespace(service);
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
      'wsdl:fault': {
        '@_name': FAULT,
        [`soap${version}:fault`]: { '@_name': FAULT, '@_use': 'literal' },
      },
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
      'wsdl:documentation': `Sandbox ${service} (SOAP 1.1 ${SOAP11}, SOAP 1.2 ${SOAP12}). Authenticate with a tenant token (Authorization: Bearer) or a WS-Security UsernameToken (PasswordText) of the tenant's integration user. Every fault carries a ${FAULT} detail.`,
      'wsdl:types': {
        'xsd:schema': {
          '@_targetNamespace': tns,
          '@_elementFormDefault': 'qualified',
          'xsd:element': [
            ...operations.flatMap((op) => [
              { '@_name': `${op.name}_Request`, 'xsd:complexType': sequence(op.request) },
              { '@_name': `${op.name}_Response`, 'xsd:complexType': sequence(op.answer) },
            ]),
            { '@_name': FAULT, 'xsd:complexType': sequence(sandboxFault.children) },
          ],
        },
      },
      'wsdl:message': [
        ...operations.flatMap((op) => [
          {
            '@_name': `${op.name}_Input`,
            'wsdl:part': { '@_name': 'body', '@_element': `tns:${op.name}_Request` },
          },
          {
            '@_name': `${op.name}_Output`,
            'wsdl:part': { '@_name': 'body', '@_element': `tns:${op.name}_Response` },
          },
        ]),
        { '@_name': FAULT, 'wsdl:part': { '@_name': 'detail', '@_element': `tns:${FAULT}` } },
      ],
      'wsdl:portType': {
        '@_name': `${service}_PortType`,
        'wsdl:operation': operations.map((op) => ({
          '@_name': op.name,
          'wsdl:input': { '@_message': `tns:${op.name}_Input` },
          'wsdl:output': { '@_message': `tns:${op.name}_Output` },
          'wsdl:fault': { '@_name': FAULT, '@_message': `tns:${FAULT}` },
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
