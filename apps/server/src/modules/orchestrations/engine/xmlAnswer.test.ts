import { describe, expect, it } from 'vitest';
import { soapFaultMessage, xmlToJson } from './xmlAnswer.ts';

describe('reading a SOAP answer', () => {
  it("gives the envelope's Body as JSON, without namespace prefixes, values as text", () => {
    const xml = `<?xml version="1.0"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><sb:Get_Workers_Response xmlns:sb="urn:x"><sb:Total>12</sb:Total></sb:Get_Workers_Response></env:Body></env:Envelope>`;
    expect(xmlToJson(xml)).toEqual({ Get_Workers_Response: { Total: '12' } });
  });

  it('refuses a DOCTYPE (entity expansion) and never expands an entity', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><a>&lol2;</a>`;
    expect(xmlToJson(bomb)).toBeNull();
    expect(xmlToJson('<a>&amp;lt;</a>')).toEqual({ a: '&amp;lt;' });
  });

  it('reads the message of a SOAP 1.1 and a 1.2 fault', () => {
    expect(soapFaultMessage({ Fault: { faultcode: 'Client', faultstring: 'No operation X' } })).toBe(
      'No operation X',
    );
    expect(soapFaultMessage({ Fault: { Reason: { Text: 'Bad' } } })).toBe('Bad');
    expect(soapFaultMessage({ data: 1 })).toBeNull();
  });
});
