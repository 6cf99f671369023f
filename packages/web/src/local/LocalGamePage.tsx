import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Seat } from '@decktet/engine';
import { useGameUi, useServices } from '../app/context';
import { navigate } from '../app/router';
import { useSettings } from '../app/settings';
import { CannotOpen } from '../play/CannotOpen';
import { GameScreen, HandOff } from '../play/GameScreen';
import { LogPanel } from '../play/LogPanel';
import { OutcomeBanner } from '../play/Outcome';
import { outcomeInWords } from '../play/outcome-words';
import { downloadRecord } from '../play/download';
import { HintButton } from '../play/HintButton';
import { moveInWords } from '../play/move-words';
import { LocalGameController } from './controller';
import { deleteLocalGame, loadLocalGame } from './storage';
import { useBots } from './useBots';
import { useTranslation } from '../i18n';
import { rulesPath, tableTitle } from '../i18n/games';

/**
 * Which seat's eyes the screen shows: a player who just took back a choice (they hold the device),
 * else the human whose decision is due, else the last one shown.
 */
function chooseViewer(controller: LocalGameController, last: Seat | null, takingBack: Seat | null): Seat {
  const humans = controller.humanSeats();
  if (takingBack !== null && controller.pending().includes(takingBack)) return takingBack;
  const due = controller.pending().find((s) => controller.isHuman(s));
  if (due !== undefined) return due;
  return last ?? humans[0] ?? 0;
}

export function LocalGamePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const saved = useMemo(() => loadLocalGame(id), [id]);
  const ui = useGameUi(saved?.game ?? '');
  const started = useMemo(() => (saved && ui ? LocalGameController.start(ui.game, saved) : null), [saved, ui]);
  if (!saved) return <CannotOpen text={t('local.notSaved')} />;
  if (!ui) return <CannotOpen text={t('local.unknownGame', { game: saved.game })} />;
  if (!started?.ok) return <CannotOpen text={started ? started.error.message : t('local.cannotOpen')} />;
  return <LocalGame controller={started.value} />;
}

function LocalGame({ controller }: { controller: LocalGameController }) {
  const { t } = useTranslation();
  const services = useServices();
  const ui = useGameUi(controller.game.id)!;
  const { settings } = useSettings();
  const version = useSyncExternalStore(controller.subscribe, () => controller.snapshot);
  const hotseat = controller.humanSeats().length > 1;
  const takingBack = useRef<Seat | null>(null);
  const [viewer, setViewer] = useState<Seat>(() => chooseViewer(controller, null, null));
  // The human who acted last, who may still take back a secret choice from the hand-off screen.
  const [lastActor, setLastActor] = useState<Seat | null>(null);
  // In hotseat nobody's hand shows until its owner says they hold the device (also after a reload).
  const [revealed, setRevealed] = useState<Seat | null>(hotseat ? null : viewer);
  const [error, setError] = useState<string | null>(null);
  const bots = useBots(controller, version, services.botRunner, services.botDelayMs);

  useEffect(() => {
    setViewer((last) => chooseViewer(controller, last, takingBack.current));
  }, [controller, version]);

  const outcome = controller.outcome();
  const names = controller.match.state.names;
  const pending = controller.pending();
  // Recomputed only when the position or the viewer changes, so tables can key effects on them.
  const legal = useMemo(
    () => (pending.includes(viewer) && controller.isHuman(viewer) ? controller.legal(viewer) : []),
    [controller, version, viewer],
  );
  const view = useMemo(() => controller.view(viewer), [controller, version, viewer]);
  const entries = useMemo(() => controller.entries(viewer), [controller, version, viewer]);
  const hidden = hotseat && outcome === null && revealed !== viewer;
  // A hint holds until the seat acts or its choices change: another seat's secret choice meanwhile leaves it standing.
  const hintKey = useMemo(() => JSON.stringify([viewer, legal, controller.match.actions.filter((a) => a.seat === viewer).length]), [controller, viewer, legal]);

  const act = (action: unknown) => {
    const r = controller.act(viewer, action);
    setError(r.ok ? null : r.error.message);
    if (!r.ok) return;
    setLastActor(viewer);
    if (takingBack.current === viewer) takingBack.current = null;
  };
  const withdraw = (seat: Seat) => {
    const r = controller.withdraw(seat);
    setError(r.ok ? null : r.error.message);
    // Read when the withdrawal's re-render picks the viewer: the one taking back holds the device.
    if (r.ok) takingBack.current = seat;
  };
  const takeBack = hidden && lastActor !== null && lastActor !== viewer && controller.canWithdraw(lastActor) ? { name: names[lastActor] ?? t('common.player', { number: lastActor + 1 }), onClick: () => withdraw(lastActor) } : undefined;

  // In a secret window (DR-35) nobody else is named: whether they were asked is hidden.
  const secret = controller.match.game.secretWindows?.isOpen(controller.match.state) ?? false;
  const waitingFor = secret ? [] : pending.filter((s) => s !== viewer).map((s) => names[s]);
  const status = outcome
    ? t('outcome.title')
    : legal.length
      ? t('local.yourMove', { name: names[viewer] })
      : waitingFor.length
        ? t('local.waitingFor', { names: waitingFor.join(', ') })
        : '';

  const table = hidden ? (
    <HandOff name={names[viewer] ?? t('common.player', { number: viewer + 1 })} onReady={() => setRevealed(viewer)} takeBack={takeBack} />
  ) : (
    <>
      {outcome && (
        <OutcomeBanner outcome={outcome} names={names} summary={outcomeInWords(ui, controller.match.state, outcome)}>
          <button type="button" onClick={() => navigate(`/replay/local/${controller.id}`)}>
            {t('common.watchReplay')}
          </button>
          <button type="button" onClick={() => downloadRecord(controller.record())}>
            {t('common.downloadRecord')}
          </button>
          <button type="button" className="primary" onClick={() => navigate(`/new/${controller.game.id}`)}>
            {t('common.newGame')}
          </button>
        </OutcomeBanner>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {bots.failure && (
        <p className="error" role="alert">
          {bots.failure}{' '}
          <button type="button" onClick={bots.retry}>
            {t('common.tryAgain')}
          </button>
        </p>
      )}
      {legal.length > 0 && outcome === null && (
        <HintButton key={hintKey} request={{ game: controller.game.id, seat: viewer, view, legal }} describe={(action) => moveInWords(ui, controller.match.state, viewer, action)} />
      )}
      <ui.Table
        game={controller.game}
        view={view}
        seat={viewer}
        legal={legal}
        pending={pending}
        names={names}
        log={entries}
        onAction={act}
        busy={outcome !== null}
        settings={settings}
        mode={controller.info.mode}
        onWithdraw={controller.canWithdraw(viewer) ? () => withdraw(viewer) : undefined}
      />
    </>
  );

  return (
    <GameScreen
      title={tableTitle(ui, controller.info.config)}
      gameId={controller.game.id}
      rulesHref={rulesPath(ui, controller.info.config)}
      status={hidden ? t('local.handoff') : status}
      turnKey={hidden ? `handoff-${viewer}` : legal.length || outcome ? `${version}-${viewer}` : undefined}
      table={table}
      side={
        <>
          {!hidden && <LogPanel entries={entries} wording={ui} names={names} />}
          <div className="button-row">
            <button
              type="button"
              onClick={() => {
                if (outcome || window.confirm(t('local.abandonConfirm'))) {
                  deleteLocalGame(controller.id);
                  navigate('/');
                }
              }}
            >
              {outcome ? t('local.deleteGame') : t('local.abandon')}
            </button>
          </div>
        </>
      }
    />
  );
}
