// Worker-thread entry for arena games. Worker threads do not inherit the parent's tsx loader
// when the parent was not itself started through tsx, so register it here, then load the
// TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
