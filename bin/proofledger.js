#!/usr/bin/env node
import module from 'node:module';

// Node ≥ 22.1 keeps the compiled code between runs: agent hooks and pre-push start many times a session.
module.enableCompileCache?.();
const { main } = await import('../build/cli/main.js');

const code = await main(process.argv);
// Let stdout drain before exiting: piped output must not be cut short.
process.exitCode = code;
