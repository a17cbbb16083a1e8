#!/usr/bin/env node
// The CLI is TypeScript, like @portal/contracts it is built on: tsx loads both (docs/cli.md).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
