#!/usr/bin/env node
// Entry point for `npx recourse`: loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
