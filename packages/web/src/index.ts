import { fileURLToPath } from 'node:url';

/** Where `npm run build -w @decktet/web` writes the client; the match server serves this folder. */
export const WEB_DIST_DIR: string = fileURLToPath(new URL('../dist', import.meta.url));
