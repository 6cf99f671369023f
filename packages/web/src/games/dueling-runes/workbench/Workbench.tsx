/**
 * Dueling Runes in the Workbench (`/lab`): a designer edits what the Advanced Game exposes as data
 * (the recipe table row by row, Counter Spell's and Magic Mirror's runes, health, players), picks
 * the bots and the bounds, and runs a study of the edited game side by side with the standard one
 * on the same seeds, in Web Workers on this machine. The results are shared as a link, a data file
 * `decktet study` reads, and a duel with these rules.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Suit } from '@decktet/decktet';
import { SUITS } from '@decktet/decktet';
import { configSchema } from '@decktet/dueling-runes';
import { type Bounds, type Criterion, studyFileText } from '@decktet/ai/study/figures';
import { BOT_DIFFICULTIES, DEFAULT_TURN_SECONDS, checkPlayerName } from '@decktet/protocol';
import { navigate } from '../../../app/router';
import { copyText } from '../../../app/clipboard';
import { NumberChoice } from '../../../app/NumberChoice';
import { useTranslation } from '../../../i18n';
import { levelName } from '../../../i18n/levels';
import { suitName } from '../../../cards/labels';
import { spellName } from '../words';
import { randomId, startLocalGame } from '../../../local/storage';
import { openOnlineTable } from '../../../online/open-table';
import { usePlayerIfKept } from '../../../players/session';
import { RecipeEditor } from './RecipeEditor';
import { LabResults } from './LabResults';
import { boundsText, criterionName, labLevelName, statusText } from './lab-words';
import { type LabSettings, LAB_LEVELS, SPELLS, boundsOf, configOf, settingsProblems, standardSettings, studyOf } from './settings';
import { type DuelPool, type LabProgress, LabRun } from '../../../lab/runner';
import { linkFragment, readFragment } from './permalink';

/** The criteria a side-by-side study figures (it has no basic run and no dominance runs). */
const SHOWN_CRITERIA: readonly Criterion[] = ['seat balance', 'no dead spell', 'no must-have', 'turn limit'];

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

/** A new seed: lower-case letters and digits. */
const newSeed = () => randomId(6).toLowerCase().replace(/[^a-z0-9]/g, '') || 'lab';

function RuneChoice({ legend, value, disabled, onChange }: { legend: string; value: readonly Suit[]; disabled: boolean; onChange(v: Suit[]): void }) {
  return (
    <fieldset className="lab-runes">
      <legend>{legend}</legend>
      {SUITS.map((suit) => (
        <label key={suit} className="choice inline">
          <input type="checkbox" checked={value.includes(suit)} disabled={disabled} onChange={(e) => onChange(toggled(value, suit, e.target.checked))} /> {suitName(suit)}
        </label>
      ))}
    </fieldset>
  );
}

/** A percentage field for one end of a criterion's bounds (empty: no bound at that end). */
function BoundField({ label, value, disabled, onChange }: { label: string; value: number | undefined; disabled: boolean; onChange(v: number | undefined): void }) {
  return (
    <label className="inline">
      {label}{' '}
      <input type="number" min={0} step={0.5} value={value === undefined ? '' : +(value * 100).toFixed(2)} disabled={disabled} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value) / 100)} />
      %
    </label>
  );
}

/** The Advanced Game's Workbench; `pool` plays the study's games (the browser's Web Workers). */
export function Workbench({ pool }: { pool: () => DuelPool }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<LabSettings>(() => standardSettings(newSeed()));
  const [progress, setProgress] = useState<LabProgress | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [duelLevel, setDuelLevel] = useState<string>('easy');
  const [duelError, setDuelError] = useState<string | null>(null);
  // The name the designer plays under: a signed-in player's own, else one to type (blank: "Player 1").
  const player = usePlayerIfKept();
  const [yourName, setYourName] = useState<string>(() => (player?.state.status === 'signed-in' ? player.state.player.name : ''));
  const nameCheck = yourName.trim() === '' ? null : checkPlayerName(yourName);
  const run = useRef<LabRun | null>(null);
  const problems = useMemo(() => settingsProblems(settings), [settings]);
  const running = progress?.status === 'running' || progress?.status === 'stopping';

  const start = (s: LabSettings, until?: number) => {
    run.current?.dispose();
    const lab = new LabRun(studyOf(s), pool(), setProgress);
    run.current = lab;
    void lab.play(until);
  };

  // A link opens its settings and plays its chunks again: the same games, so the same figures.
  useEffect(() => {
    let live = true;
    readFragment(window.location.hash).then(
      (shared) => {
        if (!live || !shared) return;
        setSettings(shared.settings);
        if (shared.chunks > 0 && settingsProblems(shared.settings).length === 0) start(shared.settings, shared.chunks);
      },
      (e: unknown) => live && setLinkError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
      run.current?.dispose();
    };
  }, []);

  /** Settings changed: the results shown were of the old ones, so they go. */
  const edit = (next: LabSettings) => {
    run.current?.dispose();
    run.current = null;
    setProgress(null);
    setLink(null);
    setSettings(next);
  };
  const setBound = (c: Criterion, end: keyof Bounds, v: number | undefined) => {
    const b = { ...boundsOf(settings, c), [end]: v };
    if (v === undefined) delete b[end];
    edit({ ...settings, bounds: { ...settings.bounds, [c]: b } });
  };

  const study = run.current?.study ?? null;
  const dataFile = useMemo(() => (study && progress ? URL.createObjectURL(new Blob([studyFileText(study, progress.data)], { type: 'application/json' })) : null), [study, progress]);
  useEffect(() => () => void (dataFile && URL.revokeObjectURL(dataFile)), [dataFile]);

  async function share() {
    const fragment = await linkFragment({ settings, chunks: progress?.chunks ?? 0 });
    const url = `${window.location.origin}/lab#${fragment}`;
    window.history.replaceState(null, '', `/lab#${fragment}`);
    setLink(url);
    setCopied(await copyText(url));
  }

  function playDuel(online: boolean) {
    const parsed = configSchema.safeParse(configOf(settings));
    if (!parsed.success) return;
    if (nameCheck && !nameCheck.ok) return;
    const you = yourName.trim() === '' ? t('common.player', { number: 1 }) : yourName.trim();
    if (online) {
      void openOnlineTable({ game: 'dueling-runes', config: parsed.data, players: settings.players, name: you, turnSeconds: DEFAULT_TURN_SECONDS }).then((opened) =>
        opened.ok ? navigate(`/match/${opened.match}`) : setDuelError(opened.error),
      );
      return;
    }
    const computer = (i: number) =>
      settings.players > 2 ? t('newGame.computerNumbered', { number: i, difficulty: levelName(duelLevel).toLocaleLowerCase() }) : t('newGame.computer', { difficulty: levelName(duelLevel).toLocaleLowerCase() });
    const names = Array.from({ length: settings.players }, (_, i) => (i === 0 ? you : computer(i)));
    const id = startLocalGame({ game: 'dueling-runes', mode: 'ai', config: parsed.data, names, seats: names.map((_, i) => (i === 0 ? 'human' : `ai:${duelLevel}`)) });
    navigate(`/local/${id}`);
  }

  const locked = running;
  return (
    <>
      {linkError && (
        <p role="alert" className="error">
          {t('lab.badLink', { problem: linkError })}
        </p>
      )}
      <form className="setup lab-setup" onSubmit={(e) => e.preventDefault()}>
        <RecipeEditor rows={settings.recipes} problems={problems} disabled={locked} onChange={(recipes) => edit({ ...settings, recipes })} />
        <button type="button" disabled={locked} onClick={() => edit({ ...settings, recipes: standardSettings(settings.seed).recipes })}>
          {t('lab.recipes.reset')}
        </button>
        <RuneChoice legend={t('lab.counterSpell', { spell: spellName('counter-spell') })} value={settings.counterSpell} disabled={locked} onChange={(counterSpell) => edit({ ...settings, counterSpell })} />
        <RuneChoice legend={t('lab.magicMirror', { spell: spellName('magic-mirror') })} value={settings.magicMirror} disabled={locked} onChange={(magicMirror) => edit({ ...settings, magicMirror })} />
        <label>
          {t('lab.health')} <input type="number" min={1} max={99} value={settings.health} disabled={locked} onChange={(e) => edit({ ...settings, health: Number(e.target.value) })} />
        </label>
        <NumberChoice label={t('lab.players')} value={settings.players} from={2} to={4} disabled={locked} onChange={(players) => edit({ ...settings, players })} />
        <fieldset>
          <legend>{t('lab.bots')}</legend>
          <label>
            {t('lab.level')}{' '}
            <select value={settings.level} disabled={locked} onChange={(e) => edit({ ...settings, level: e.target.value })}>
              {LAB_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {labLevelName(l)}
                </option>
              ))}
            </select>
          </label>
          {([0, 1] as const).map((bot) => (
            <details key={bot}>
              <summary>{t('lab.forbidden', { bot: bot + 1, count: settings.forbidden[bot].length })}</summary>
              {SPELLS.map((spell) => (
                <label key={spell} className="choice inline">
                  <input
                    type="checkbox"
                    checked={settings.forbidden[bot].includes(spell)}
                    disabled={locked}
                    onChange={(e) => {
                      const forbidden = [...settings.forbidden] as [typeof spell[], typeof spell[]];
                      forbidden[bot] = toggled(forbidden[bot], spell, e.target.checked);
                      edit({ ...settings, forbidden });
                    }}
                  />{' '}
                  {spellName(spell)}
                </label>
              ))}
            </details>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('lab.boundsTitle')}</legend>
          <p className="muted small">{t('lab.boundsHint')}</p>
          {SHOWN_CRITERIA.map((c) => {
            const b = boundsOf(settings, c);
            return (
              <div key={c} className="lab-bound" role="group" aria-label={criterionName(c)}>
                <b>{criterionName(c)}</b> <span className="muted small">({boundsText(b, 'share')})</span>{' '}
                <BoundField label={t('lab.boundMin')} value={b.min} disabled={locked} onChange={(v) => setBound(c, 'min', v)} />{' '}
                <BoundField label={t('lab.boundMax')} value={b.max} disabled={locked} onChange={(v) => setBound(c, 'max', v)} />
              </div>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>{t('lab.size')}</legend>
          <label>
            {t('lab.chunk')} <input type="number" min={2} step={2} value={settings.chunk} disabled={locked} onChange={(e) => edit({ ...settings, chunk: Number(e.target.value) })} />
          </label>{' '}
          <label>
            {t('lab.cap')} <input type="number" min={2} value={settings.cap} disabled={locked} onChange={(e) => edit({ ...settings, cap: Number(e.target.value) })} />
          </label>
          <p className="muted small">{t('lab.seed', { seed: settings.seed })}</p>
        </fieldset>
        {problems.length > 0 && (
          <div role="alert" className="error">
            <p>{t('lab.problems', { count: problems.length })}</p>
            <ul>
              {problems.map((p) => (
                <li key={`${p.path.join('.')}:${p.message}`}>{p.message}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="button-row">
          {!progress && (
            <button type="button" className="primary" disabled={problems.length > 0} onClick={() => start(settings)}>
              {t('lab.start')}
            </button>
          )}
          {running && (
            <button type="button" disabled={progress.status === 'stopping'} onClick={() => run.current?.stop()}>
              {t('lab.stop')}
            </button>
          )}
          {(progress?.status === 'stopped' || progress?.status === 'failed') && (
            <button type="button" className="primary" onClick={() => void run.current?.play()}>
              {t('lab.resume')}
            </button>
          )}
        </div>
      </form>
      {progress && (
        <p className="lab-status" role="status">
          {statusText(progress.status)}
          {progress.error && <span className="error block">{progress.error}</span>}
        </p>
      )}
      {study && progress && <LabResults study={study} data={progress.data} />}
      {study && progress && !running && (
        <section aria-labelledby="lab-share" className="lab-share">
          <h2 id="lab-share">{t('lab.share.title')}</h2>
          <div className="button-row">
            <button type="button" onClick={() => void share()}>
              {t('lab.share.link')}
            </button>
            {dataFile && (
              <a className="button" href={dataFile} download={`${study.study}.study.json`}>
                {t('lab.share.download')}
              </a>
            )}
          </div>
          {link && (
            <p>
              <label>
                {t('lab.share.linkLabel')} <input readOnly value={link} onFocus={(e) => e.target.select()} />
              </label>{' '}
              <span className="muted small">{copied === 'copied' ? t('lab.share.copied') : t('lab.share.copyByHand')}</span>
            </p>
          )}
          <p className="muted small">{t('lab.share.terminal', { file: `${study.study}.study.json`, study: study.study })}</p>
        </section>
      )}
      {problems.length === 0 && !running && (
        <section aria-labelledby="lab-duel" className="lab-duel">
          <h2 id="lab-duel">{t('lab.share.duelTitle')}</h2>
          <div className="button-row">
            <label>
              {t('newGame.yourName')}{' '}
              <input value={yourName} placeholder={t('common.player', { number: 1 })} maxLength={24} aria-invalid={nameCheck && !nameCheck.ok ? true : undefined} onChange={(e) => setYourName(e.target.value)} />
              {nameCheck && !nameCheck.ok && <span className="error small"> {nameCheck.problem}</span>}
            </label>
            <label>
              {t('newGame.difficulty')}{' '}
              <select value={duelLevel} onChange={(e) => setDuelLevel(e.target.value)}>
                {BOT_DIFFICULTIES.map((l) => (
                  <option key={l} value={l}>
                    {levelName(l)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="primary" onClick={() => playDuel(false)}>
              {t('lab.share.duel')}
            </button>
            <button type="button" onClick={() => playDuel(true)}>
              {t('lab.share.online')}
            </button>
          </div>
          <p className="muted small">{t('lab.share.unrated')}</p>
          {duelError && (
            <p role="alert" className="error">
              {duelError}
            </p>
          )}
        </section>
      )}
    </>
  );
}
