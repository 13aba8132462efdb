#!/usr/bin/env node
import { main } from '../build/cli/main.js';

const code = await main(process.argv);
// Let stdout drain before exiting: piped output must not be cut short.
process.exitCode = code;
