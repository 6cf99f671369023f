import { useEffect, useRef, useState } from 'react';
import type { Seat } from '@decktet/engine';
import type { LocalGameController } from './controller';
import type { BotRunner } from './bots';
import { i18n } from '../i18n';

/**
 * Lets the AI seats of a local game play: whenever an AI seat owes a decision, its view and legal
 * actions go to the bot runner, and the answer is applied after a short pause a person can follow.
 * Returns the last AI failure (shown with a retry), if any.
 */
export function useBots(controller: LocalGameController | null, version: number, runner: () => BotRunner, delayMs: number) {
  const inFlight = useRef(new Set<Seat>());
  const [retry, setRetry] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, [controller]);

  useEffect(() => {
    if (!controller || failure) return;
    for (const seat of controller.pending()) {
      const spec = controller.botSpec(seat);
      if (spec === null || inFlight.current.has(seat)) continue;
      inFlight.current.add(seat);
      const legal = controller.legal(seat);
      const started = Date.now();
      const seed = `${controller.info.seed}|ai|${seat}`;
      runner()
        .decide({ game: controller.game.id, spec, seed, seat, view: controller.view(seat), legal })
        .then(
          (index) =>
            new Promise<void>((resolve) => {
              setTimeout(() => {
                inFlight.current.delete(seat);
                if (alive.current && controller.pending().includes(seat)) {
                  const still = controller.legal(seat);
                  const chosen = JSON.stringify(legal[index]);
                  const action = still.find((a) => JSON.stringify(a) === chosen);
                  if (action !== undefined) {
                    const r = controller.act(seat, action);
                    if (!r.ok) setFailure(i18n.t('local.aiRefused', { reason: r.error.message }));
                  } else setRetry((n) => n + 1); // the position changed meanwhile: ask again
                }
                resolve();
              }, Math.max(0, delayMs - (Date.now() - started)));
            }),
          (error: unknown) => {
            inFlight.current.delete(seat);
            setFailure(error instanceof Error ? error.message : String(error));
          },
        );
    }
  }, [controller, version, runner, delayMs, retry, failure]);

  return {
    failure,
    retry() {
      setFailure(null);
      setRetry((n) => n + 1);
    },
  };
}
