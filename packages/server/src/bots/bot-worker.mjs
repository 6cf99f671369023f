// Worker bootstrap: worker threads do not inherit tsx's loader from every launcher (vitest, node
// --import tsx), so register it here before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker-main.ts');
