#!/usr/bin/env node
// The `site` binary: registers tsx so the TypeScript CLI runs without a compile step.
import { register } from 'tsx/esm/api';

register();
await import('../index.ts');
