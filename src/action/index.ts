// Entry point of the bundled Action (dist/index.js).
import * as re2js from 're2js';
import { provideLinearEngine } from '../config/configPattern.js';
import { run } from './main.js';

// The Action runs with no node_modules: the linear engine for config patterns travels in the bundle.
provideLinearEngine(re2js);
await run();
