import { describe, expect, it } from 'vitest';
import { faultOf, formatXml, parseWsdl, requestEnvelope } from './wsdlOperations.ts';

const wsdl = `<?xml version="1.0"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:xsd="http://www.w3.org/2001/XMLSchema"
  xmlns:soap11="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="urn:portal:sandbox:Human_Resources"
  name="Human_Resources" targetNamespace="urn:portal:sandbox:Human_Resources">
  <wsdl:documentation>Sandbox Human_Resources</wsdl:documentation>
  <wsdl:types><xsd:schema targetNamespace="urn:portal:sandbox:Human_Resources">
    <xsd:element name="Get_Workers_Request"><xsd:complexType><xsd:sequence>
      <xsd:element name="Request_Criteria" minOccurs="0"><xsd:complexType><xsd:sequence>
        <xsd:element name="Worker_ID" type="xsd:string" minOccurs="0"/>
      </xsd:sequence></xsd:complexType></xsd:element>
    </xsd:sequence></xsd:complexType></xsd:element>
    <xsd:element name="Put_Time_Off_Request_Request"><xsd:complexType><xsd:sequence>
      <xsd:element name="Worker_ID" type="xsd:string" minOccurs="1"/>
    </xsd:sequence></xsd:complexType></xsd:element>
  </xsd:schema></wsdl:types>
  <wsdl:portType name="Human_Resources_PortType">
    <wsdl:operation name="Get_Workers"/><wsdl:operation name="Put_Time_Off_Request"/>
  </wsdl:portType>
  <wsdl:binding name="B11" type="tns:Human_Resources_PortType">
    <wsdl:operation name="Get_Workers"><soap11:operation soapAction="urn:portal:sandbox:Human_Resources#Get_Workers"/></wsdl:operation>
  </wsdl:binding>
</wsdl:definitions>`;

describe('the SOAP explorer reads a WSDL', () => {
  it('lists the operations with their request fields and SOAP action', () => {
    const service = parseWsdl(wsdl);
    expect(service.name).toBe('Human_Resources');
    expect(service.operations.map((op) => op.name)).toEqual(['Get_Workers', 'Put_Time_Off_Request']);
    expect(service.operations[0]).toMatchObject({
      soapAction: 'urn:portal:sandbox:Human_Resources#Get_Workers',
      fields: [
        { name: 'Request_Criteria', required: false, children: [{ name: 'Worker_ID', required: false }] },
      ],
    });
  });

  it('writes an envelope with required fields to fill and optional ones commented out', () => {
    const service = parseWsdl(wsdl);
    const put = requestEnvelope(service, service.operations[1]!, '1.2');
    expect(put).toContain('xmlns:env="http://www.w3.org/2003/05/soap-envelope"');
    expect(put).toContain('<sb:Put_Time_Off_Request_Request>');
    expect(put).toContain('<sb:Worker_ID>?</sb:Worker_ID>');
    const get = requestEnvelope(service, service.operations[0]!, '1.1');
    expect(get).toContain('<!-- optional');
    expect(
      new DOMParser().parseFromString(get, 'application/xml').getElementsByTagName('parsererror'),
    ).toHaveLength(0);
  });

  it('finds a fault of either SOAP version, and indents an answer', () => {
    expect(
      faultOf(
        '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Bad page</faultstring></env:Fault></env:Body></env:Envelope>',
      ),
    ).toBe('Bad page');
    expect(
      faultOf(
        '<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body><env:Fault><env:Reason><env:Text>No such worker</env:Text></env:Reason></env:Fault></env:Body></env:Envelope>',
      ),
    ).toBe('No such worker');
    expect(faultOf('<a/>')).toBeNull();
    expect(formatXml('<a><b x="1">t &amp; u</b><c/></a>')).toBe(
      '<a>\n  <b x="1">t &amp; u</b>\n  <c/>\n</a>',
    );
  });
});
