/** Closes a running server once on SIGINT or SIGTERM, then exits: 0 when it closed cleanly, 1 if not. */
export function closeOnSignals(server: { close(): Promise<void> }, report: (error: unknown) => void): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close().then(
        () => process.exit(0),
        (e: unknown) => {
          report(e);
          process.exit(1);
        },
      );
    });
  }
}
