import { useEffect, useRef, useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { AnalysisCancelled, type Hint, type HintRequest, useAnalyst } from '../local/analyst';
import { useTranslation } from '../i18n';
import { percent } from './move-words';

type HintState = { kind: 'idle' } | { kind: 'thinking' } | { kind: 'shown'; hint: Hint } | { kind: 'failed'; message: string };

/**
 * Asks the teacher for the seat to move, from that seat's view only, and says its choice in words
 * with its win chance and the runner-up's. The search runs away from the page; a hint belongs to
 * one position, so the parent keys this by position and leaving it stops the search.
 */
export function HintButton({ request, describe }: { request: HintRequest; describe(action: unknown): string }) {
  const { t } = useTranslation();
  const analyst = useAnalyst();
  const [state, setState] = useState<HintState>({ kind: 'idle' });
  const running = useRef(false);
  useEffect(
    () => () => {
      if (running.current) analyst().cancel();
    },
    [analyst],
  );

  const ask = () => {
    running.current = true;
    setState({ kind: 'thinking' });
    analyst()
      .hint(request)
      .then(
        (hint) => setState({ kind: 'shown', hint }),
        (error: unknown) => setState(error instanceof AnalysisCancelled ? { kind: 'idle' } : { kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => (running.current = false));
  };

  const move = (index: number) => describe(request.legal[index]);
  return (
    <div className="teach-hint">
      <button type="button" onClick={ask} disabled={state.kind === 'thinking'} aria-describedby="teach-hint-result" title={t('teach.hint.title')}>
        <Lightbulb size={16} aria-hidden /> {t('teach.hint.button')}
      </button>
      {state.kind === 'thinking' && (
        <button type="button" className="small" onClick={() => analyst().cancel()}>
          {t('teach.hint.cancel')}
        </button>
      )}
      <p id="teach-hint-result" className="teach-hint-result" aria-live="polite">
        {state.kind === 'thinking' && <span className="muted">{t('teach.hint.thinking')}</span>}
        {state.kind === 'failed' && <span className="error">{t('teach.hint.failed', { reason: state.message })}</span>}
        {state.kind === 'shown' && (
          <>
            <span className="teach-hint-best">{t('teach.hint.best', { move: move(state.hint.best.index), chance: percent(state.hint.best.winChance) })}</span>{' '}
            <span className="muted">
              {state.hint.runnerUp
                ? t('teach.hint.runnerUp', { move: move(state.hint.runnerUp.index), chance: percent(state.hint.runnerUp.winChance) })
                : t('teach.hint.only')}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
