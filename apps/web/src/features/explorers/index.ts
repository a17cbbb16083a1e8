/**
 * What other features may use of the explorers: the sandbox's tenant bar and token, its OpenAPI and SOAP
 * operations with their examples, and the answer view (the studio's collections and the builder's preview
 * call the sandbox as the explorers do).
 */

export { AnswerTabs } from './sandbox/AnswerTabs.tsx';
export { useOpenApiOperations } from './sandbox/api/useOpenApiOperations.ts';
export { useSoapService } from './sandbox/api/useSoapService.ts';
export type { ExplorerOperation } from './sandbox/openApiOperations.ts';
export { AnswerStatus } from './sandbox/SendRow.tsx';
export { exampleOf } from './sandbox/schemaExample.ts';
export { TenantBar, useExplorerTenant } from './sandbox/useExplorerTenant.tsx';
export { faultOf, requestEnvelope, type SoapOperation, type SoapService } from './sandbox/wsdlOperations.ts';
