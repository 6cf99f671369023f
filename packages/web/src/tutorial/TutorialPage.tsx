import { useMemo, useRef, useState } from 'react';
import { visibleEntries } from '@decktet/engine';
import { useGameUi } from '../app/context';
import { navigate } from '../app/router';
import { useSettings } from '../app/settings';
import { useTranslation } from '../i18n';
import { gameName, rulesPath, tableTitle } from '../i18n/games';
import { CannotOpen } from '../play/CannotOpen';
import { GameScreen } from '../play/GameScreen';
import type { GameUi } from '../play/types';
import { tutorialFor } from './index';
import { type AnyTutorial, LEARNER } from './lesson';
import { LessonBar, useGameHead } from './LessonBar';
import { LessonFocus, LessonPanel, type LessonRefs } from './LessonPanel';
import { newGameAgainstAi } from './play-ai';
import { useLessonRunner } from './useLessonRunner';
import { useWide } from './useWide';
import './tutorial.css';

/** `/learn/<game>`: the game's lessons, played on its real table. */
export default function TutorialPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const ui = useGameUi(gameId);
  const tutorial = tutorialFor(gameId);
  if (!ui) return <CannotOpen text={t('common.noSuchGame', { game: gameId })} />;
  if (!tutorial) return <CannotOpen text={t('tutorial.noTutorial', { game: gameName(ui) })} />;
  return <LessonRunner ui={ui} tutorial={tutorial} />;
}

function LessonRunner({ ui, tutorial }: { ui: GameUi; tutorial: AnyTutorial }) {
  const { game } = ui;
  const { settings } = useSettings();
  const { t } = useTranslation();
  const { run, lesson, finished, goTo, restart, act } = useLessonRunner(game, tutorial);
  const [playError, setPlayError] = useState<string | null>(null);
  // Beside the table on a wide screen, above it on a phone: read first, then act, in reading order too.
  // On a phone the move asked for also stays in the sticky header's bar (LessonBar) while the table scrolls.
  const wide = useWide();
  const refs: LessonRefs = { panel: useRef(null), now: useRef(null), answer: useRef(null) };
  const head = useGameHead(refs.panel);
  const { state } = run;
  // The table is the real one; it offers only the learner's legal moves, and none once the lesson is done.
  const table = useMemo(() => {
    if (!state) return null;
    const asking = !finished;
    return {
      view: game.view(state, LEARNER),
      legal: asking ? game.legalActions(state, LEARNER) : [],
      pending: asking ? game.pending(state) : [],
      log: visibleEntries(state.log, LEARNER),
    };
  }, [game, state, finished]);

  const playAi = () => {
    const you = t('common.player', { number: 1 });
    const computer = t('newGame.computer', { difficulty: t('difficulty.easy').toLocaleLowerCase() });
    const started = newGameAgainstAi(ui, { you, computer });
    if (started.ok) navigate(`/local/${started.value}`);
    else setPlayError(started.error.message);
  };

  const panel = (
    <LessonPanel
      tutorial={tutorial}
      gameName={gameName(ui)}
      run={run}
      lesson={lesson}
      finished={finished}
      goTo={goTo}
      restart={restart}
      playAi={playAi}
      playError={playError}
      refs={refs}
      askInBar={!wide}
    />
  );
  const step = lesson.steps[run.step];
  const last = run.lesson === tutorial.lessons.length - 1;
  // Keyed by the layout: the panel moves to another place in the page, and its measures go with it.
  // On a phone it waits for the bar to be in the header, so that it keeps the lesson clear of the bar.
  const focus = <LessonFocus key={String(wide)} run={run} refs={refs} reducedMotion={settings.reducedMotion} />;
  const board =
    table && state ? (
      <ui.Table
        key={`${lesson.id}-${run.opened}`}
        game={game}
        view={table.view}
        seat={LEARNER}
        legal={table.legal}
        pending={table.pending}
        names={state.names}
        log={table.log}
        onAction={act}
        busy={finished}
        settings={settings}
        lesson
      />
    ) : null;

  return (
    <GameScreen
      title={tableTitle(ui, lesson.config)}
      gameId={game.id}
      rulesHref={rulesPath(ui, lesson.config)}
      status={t('tutorial.progress', { number: run.lesson + 1, total: tutorial.lessons.length })}
      table={
        wide ? (
          board
        ) : (
          <>
            {panel}
            {head && (
              <LessonBar
                ask={step && state ? step.ask : null}
                finished={finished}
                next={last ? null : () => goTo(run.lesson + 1)}
                head={head}
                panel={refs.panel}
                now={refs.now}
                reducedMotion={settings.reducedMotion}
              />
            )}
            {board}
            {head && focus}
          </>
        )
      }
      side={
        wide ? (
          <>
            {panel}
            {focus}
          </>
        ) : undefined
      }
    />
  );
}
