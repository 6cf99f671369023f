#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx (registered here, so the command works from any folder).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
