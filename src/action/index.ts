// Entry point of the bundled Action (dist/index.js).
import { run } from './main.js';

await run();
