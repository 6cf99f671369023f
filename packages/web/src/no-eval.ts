import { z } from 'zod';

// The server's Content-Security-Policy allows no 'unsafe-eval'. Zod probes for eval (to compile
// fast parsers) when a schema is built, and the refused probe would be reported as a violation;
// without its JIT it validates the same way. Imported first, before any schema exists.
z.config({ jitless: true });
