import type { Seat } from '@decktet/engine';
import { i18n } from '../i18n';

/** One decision asked of a bot: it sees only the seat's view and legal actions. */
export interface BotRequest {
  game: string;
  spec: string;
  seed: string;
  seat: Seat;
  view: unknown;
  legal: readonly unknown[];
}

/** Runs bots somewhere (a Web Worker in the browser); answers with the index of the chosen legal action. */
export interface BotRunner {
  decide(request: BotRequest): Promise<number>;
  dispose(): void;
}

type Reply = { id: number; index: number } | { id: number; error: string };

/**
 * The AI runs in a Web Worker, so a long search never freezes the page. The worker (with the
 * bots' code) is only fetched when the first bot decision is needed.
 */
export function createWorkerBotRunner(): BotRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve(i: number): void; reject(e: Error): void }>();

  function ensure(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'decktet-ai' });
    worker.onmessage = (e: MessageEvent<Reply>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if ('error' in e.data) w.reject(new Error(e.data.error));
      else w.resolve(e.data.index);
    };
    worker.onerror = (e) => {
      const error = new Error(i18n.t('local.aiStopped', { reason: e.message || i18n.t('local.aiWorkerError') }));
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
      worker?.terminate();
      worker = null;
    };
    return worker;
  }

  return {
    decide(request) {
      const id = nextId++;
      return new Promise<number>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        ensure().postMessage({ id, request });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const w of waiting.values()) w.reject(new Error(i18n.t('local.closed')));
      waiting.clear();
    },
  };
}
