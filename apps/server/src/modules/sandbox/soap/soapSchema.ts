/**
 * The XML Schema of a SOAP operation's request and answer, as the WSDL declares it (docs/product/sandbox.md
 * SANDBOX-4): each field with the type the operation really reads or writes, so a typed client (node-soap,
 * .NET's svcutil, JAX-WS) reads numbers as numbers and dates as dates.
 */
export type XsdType = 'xsd:string' | 'xsd:date' | 'xsd:decimal' | 'xsd:int';

/** One element: a simple value of `type` (with its bounds or allowed values), or a group of `children`. */
export type XsdElement = {
  name: string;
  type?: XsdType;
  /** Absent from a request or an answer unless `required` (minOccurs 1). */
  required?: boolean;
  /** Repeated (maxOccurs unbounded): a list of answers. */
  many?: boolean;
  values?: readonly string[];
  /** Inclusive bounds of a number; `above` is an exclusive lower bound. */
  min?: number;
  above?: number;
  max?: number;
  children?: XsdElement[];
};

export const field = (name: string, type: XsdType, more: Omit<XsdElement, 'name' | 'type'> = {}) => ({
  name,
  type,
  required: true,
  ...more,
});

export const group = (
  name: string,
  children: XsdElement[],
  more: Omit<XsdElement, 'name' | 'children'> = {},
) => ({
  name,
  children,
  ...more,
});

/** The paging of a list's answer, in every list operation's `Response_Results`. */
export const responseResults = group(
  'Response_Results',
  [
    field('Total_Results', 'xsd:int'),
    field('Total_Pages', 'xsd:int'),
    field('Page', 'xsd:int'),
    field('Page_Results', 'xsd:int'),
  ],
  { required: true },
);

/** The paging a list operation reads: `Page` from 1, `Count` 1-100 (20 by default). */
export const responseFilter = group('Response_Filter', [
  field('Page', 'xsd:int', { required: false, min: 1 }),
  field('Count', 'xsd:int', { required: false, min: 1, max: 100 }),
]);

/**
 * The detail of every fault the service sends, so a typed client gets it as a declared fault: the HTTP
 * status it came with (400 a bad request, 401 no or wrong credentials, 403 a missing scope, 429 too many
 * wrong passwords, 503 busy or seeding, 500 our failure), the message, and for 429 and 503 the seconds to
 * wait.
 */
export const sandboxFault = group('Sandbox_Fault', [
  field('Status', 'xsd:int'),
  field('Message', 'xsd:string'),
  field('Retry_After', 'xsd:int', { required: false, min: 0 }),
]);

/** The names of the values an element list holds, groups left out (what a search should find). */
export const leafNames = (elements: XsdElement[]): string[] =>
  elements.flatMap((element) => (element.children ? leafNames(element.children) : [element.name]));
