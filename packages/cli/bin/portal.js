#!/usr/bin/env node
// The CLI is TypeScript, like @portal/contracts it is built on: tsx loads both (docs/cli.md). Not Node's own
// type stripping, as the server uses: installed, the CLI and contracts sit under node_modules, where Node
// refuses to strip types (ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
