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

/** Starts the match server (lobby, live play, the web client); the caller decides when to stop it. */
export async function startServing(options: ServeOptions, out: Writable): Promise<Serving> {
  const port = options.port === undefined ? 8080 : Number(options.port);
  if (!/^\d+$/.test(options.port ?? '8080') || port > 65535) throw new Error(`--port must be a port number (0-65535), not "${options.port}"`);
  // Loaded only here: the server's dependencies (fastify, storage, workers) are not needed by other commands.
  const { startServer, settingsFromEnv, parseTurnSeconds, turnClockFromEnv } = await import('@decktet/server');
  // The abuse limits, TRUST_PROXY and ALLOWED_ORIGINS come from the environment, as for `npm start`.
  const settings = settingsFromEnv(process.env);
  const clock = options.turnSeconds === undefined ? turnClockFromEnv(process.env) : { defaultTurnSeconds: parseTurnSeconds(options.turnSeconds, '--turn-seconds') };
  const server = await startServer({
    ...settings,
    ...clock,
    port,
    host: options.host ?? '0.0.0.0',
    dataDir: options.dataDir ?? './data',
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    logLevel: options.logLevel ?? 'warn',
  });
  out.write(`Decktet Table is serving at ${server.url} (storage: ${options.databaseUrl ? 'PostgreSQL' : `SQLite in ${options.dataDir ?? './data'}`}). Ctrl-C stops it.\n`);
  return server;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the match server: the web client, the lobby API and live play')
    .option('--port <port>', 'port to listen on (0: any free port)', process.env.PORT ?? '8080')
    .option('--host <host>', 'address to listen on', process.env.HOST ?? '0.0.0.0')
    .option('--data-dir <dir>', 'folder for the SQLite database', process.env.DATA_DIR ?? './data')
    .option('--database-url <url>', 'postgres://… to keep matches in PostgreSQL instead (shared by several servers)', process.env.DATABASE_URL)
    .option('--log-level <level>', 'fatal, error, warn, info, debug or silent', process.env.LOG_LEVEL ?? 'warn')
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
