import { type BaseState, type GameReview, MARK_THRESHOLDS, type ReviewedDecision } from '@decktet/engine';
import { downloadRecord } from '../play/download';
import { moveInWords, percent } from '../play/move-words';
import type { GameUi } from '../play/types';
import { useTranslation } from '../i18n';
import { MarkText, useMarkName } from './marks';
import type { Review } from './useReview';
import { WinChart } from './WinChart';

/** Each player's accuracy and flagged decisions over the game. */
function Summary({ review }: { review: GameReview }) {
  const { t } = useTranslation();
  return (
    <table className="teach-summary">
      <caption>{t('teach.summary.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('teach.summary.player')}</th>
          <th scope="col">{t('teach.summary.accuracy')}</th>
          <th scope="col">
            <abbr title={t('teach.mark.inaccuracy')}>?!</abbr>
          </th>
          <th scope="col">
            <abbr title={t('teach.mark.mistake')}>?</abbr>
          </th>
          <th scope="col">
            <abbr title={t('teach.mark.blunder')}>??</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {review.players.map((p) => (
          <tr key={p.seat}>
            <th scope="row">{p.name}</th>
            <td>{percent(p.accuracy / 100)}</td>
            <td>{p.inaccuracies}</td>
            <td>{p.mistakes}</td>
            <td>{p.blunders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What ?!, ? and ?? mean, for players who do not know them from chess: each sign with its name and
 * the loss of win chance against the best move that earns it (the review's own thresholds).
 */
function MarksLegend() {
  const { t } = useTranslation();
  const { inaccuracy, mistake, blunder } = MARK_THRESHOLDS;
  const rows = [
    ['inaccuracy', t('teach.legend.inaccuracy', { from: percent(inaccuracy), to: percent(mistake) })],
    ['mistake', t('teach.legend.mistake', { from: percent(mistake), to: percent(blunder) })],
    ['blunder', t('teach.legend.blunder', { from: percent(blunder) })],
  ] as const;
  return (
    <dl className="teach-marks-legend" aria-label={t('teach.legend.title')}>
      {rows.map(([mark, meaning]) => (
        <div key={mark}>
          <dt>
            <MarkText mark={mark} />
          </dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the review made of the step on show: the win chance before and after it, and the best alternative. */
function Verdict({ decision, position, words }: { decision: ReviewedDecision | undefined; position: number; words(notation: string, decision: ReviewedDecision): string }) {
  const { t } = useTranslation();
  const markName = useMarkName();
  if (!decision) return <p className="muted small">{position === 0 ? t('teach.step.pick') : t('teach.step.notJudged')}</p>;
  return (
    <div className="teach-verdict">
      <p>
        <strong>{t('teach.step.played', { move: words(decision.played, decision) })}</strong> <span className={`teach-mark-name teach-mark-${decision.mark}`}>{markName(decision.mark)}</span>
      </p>
      <p>{t('teach.step.chance', { before: percent(decision.before), after: percent(decision.after) })}</p>
      {decision.mark === 'forced' || decision.mark === 'best' ? null : <p>{t('teach.step.best', { move: words(decision.best, decision), chance: percent(decision.bestWinChance) })}</p>}
    </div>
  );
}

/**
 * The replay's post-game review: a button that has every decision judged (away from the page, with
 * its progress and a Cancel), then each player's accuracy, the verdict on the step on show, the
 * win-chance chart, and the record with its review to save. A record that carries a review shows it
 * at once.
 */
export function ReviewPanel({ review, position, ui, states }: { review: Review; position: number; ui: Pick<GameUi, 'game' | 'narrator'>; states: readonly BaseState[] }) {
  const { t } = useTranslation();
  const { state } = review;
  const names = states[0]?.names ?? [];
  // A decision in words as its own seat read it then (the review judged it from that seat's view).
  const words = (notation: string, decision: ReviewedDecision) => {
    const action = ui.game.parseAction(notation);
    const before = states[decision.step];
    return action.ok && before ? moveInWords(ui, before, decision.seat, action.value) : notation;
  };

  return (
    <section className="teach-review" aria-labelledby="teach-review-title">
      <h2 id="teach-review-title">{t('teach.review.title')}</h2>
      {(state.kind === 'idle' || state.kind === 'failed') && (
        <>
          <p className="muted small">{t('teach.review.intro')}</p>
          {state.kind === 'failed' && (
            <p className="error" role="alert">
              {t('teach.review.failed', { reason: state.message })}
            </p>
          )}
          <button type="button" onClick={review.start}>
            {t('teach.review.button')}
          </button>
        </>
      )}
      {state.kind === 'running' && (
        <div className="teach-progress">
          <progress max={Math.max(1, state.total)} value={state.done} aria-labelledby="teach-progress-text" />
          <p id="teach-progress-text" aria-live="polite">
            {state.total === 0 ? t('teach.review.starting') : t('teach.review.progress', { step: Math.min(state.done + 1, state.total), total: state.total })}
          </p>
          <button type="button" onClick={review.cancel}>
            {t('teach.review.cancel')}
          </button>
        </div>
      )}
      {state.kind === 'done' && (
        <>
          <Summary review={state.review} />
          <MarksLegend />
          <Verdict decision={state.review.decisions.find((d) => d.step === position - 1)} position={position} words={words} />
          <WinChart review={state.review} names={names} positions={states.length - 1} position={position} words={(d) => words(d.played, d)} />
          <button type="button" onClick={() => downloadRecord(state.record)}>
            {t('teach.review.save')}
          </button>
        </>
      )}
    </section>
  );
}
