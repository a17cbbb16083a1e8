import type { ThreadTask } from '../../platform/threads/runTask.ts';
import { type IdpMetadata, parseIdpMetadata } from './samlMetadata.ts';

// Parsing 256 KB of metadata took 60–280 ms when measured (docs/decisions/saml.md): it runs in a thread
// of its own (runTask), never on the event loop.
export const parseMetadataTask: ThreadTask<{ xml: string }, IdpMetadata> = async (input) =>
  parseIdpMetadata(input.xml);
