import type { Command } from 'commander';
import type { Writable } from 'node:stream';

export interface ServeOptions {
  readonly port?: string;
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly logLevel?: string;
  /** The turn clock of matches created without one: seconds, or "none". */
  readonly turnSeconds?: string;
}

export interface Serving {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts the match server (lobby, live play, the web client); the caller decides when to stop it.
 * Every setting `npm start` reads from the environment is read here too, by the same reader
 * (`serverOptionsFromEnv`); a flag given on the command line wins over its variable.
 */
export async function startServing(options: ServeOptions, out: Writable, env: Readonly<Record<string, string | undefined>> = process.env): Promise<Serving> {
  // Loaded only here: the server's dependencies (fastify, storage, workers) are not needed by other commands.
  const { startServer, serverOptionsFromEnv, portFromEnv, parseTurnSeconds } = await import('@decktet/server');
  const port = options.port === undefined ? undefined : portFromEnv(options.port, '--port');
  const settings = serverOptionsFromEnv(env);
  const flags = {
    ...(port !== undefined ? { port } : {}),
    ...(options.host !== undefined ? { host: options.host } : {}),
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.logLevel !== undefined ? { logLevel: options.logLevel } : {}),
    ...(options.turnSeconds !== undefined ? { defaultTurnSeconds: parseTurnSeconds(options.turnSeconds, '--turn-seconds') } : {}),
  };
  const chosen = { port: 8080, host: '0.0.0.0', dataDir: './data', logLevel: 'warn', ...settings, ...flags };
  const server = await startServer(chosen);
  out.write(`Decktet Table is serving at ${server.url} (storage: ${chosen.databaseUrl ? 'PostgreSQL' : `SQLite in ${chosen.dataDir}`}). Ctrl-C stops it.\n`);
  return server;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the match server: the web client, the lobby API and live play (settings: the same environment variables as npm start, docs/deploy.md; a flag wins over its variable)')
    .option('--port <port>', 'port to listen on, 0: any free port (default: PORT, else 8080)')
    .option('--host <host>', 'address to listen on (default: HOST, else 0.0.0.0)')
    .option('--data-dir <dir>', 'folder for the SQLite database (default: DATA_DIR, else ./data)')
    .option('--database-url <url>', 'postgres://… to keep matches in PostgreSQL instead, shared by several servers (default: DATABASE_URL)')
    .option('--log-level <level>', 'fatal, error, warn, info, debug or silent (default: LOG_LEVEL, else warn)')
    .option('--turn-seconds <n>', 'the turn clock of online matches created without one: seconds per decision, or "none" (default: DEFAULT_TURN_SECONDS, else 90)')
    .action(async (opts: ServeOptions) => {
      let server: Serving;
      try {
        server = await startServing(opts, process.stdout);
      } catch (e) {
        process.stderr.write(`decktet serve: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
        return;
      }
      const { closeOnSignals } = await import('@decktet/server');
      closeOnSignals(server, (e) => process.stderr.write(`decktet serve: ${String(e)}\n`));
    });
}
