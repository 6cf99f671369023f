/**
 * The Workbench (`/lab`): a designer picks a game and changes what it exposes as data, then sees
 * what the change does. Each game's own workbench (its `GameUi.workbench`, loaded when picked)
 * edits its settings and runs its study; this page picks the game and gives it the players of the
 * study's games — the browser's Web Workers, one per core.
 */
import { Suspense, lazy, useMemo, useState } from 'react';
import { SiteHeader } from '../app/SiteHeader';
import { useServices } from '../app/context';
import { useTranslation } from '../i18n';
import { gameName } from '../i18n/games';
import type { GameUi } from '../play/types';
import { workerPool } from './worker-pool';
import './lab.css';

/** The games with a workbench first, in the catalogue's order. */
const ordered = (games: readonly GameUi[]) => [...games.filter((g) => g.workbench), ...games.filter((g) => !g.workbench)];

export function LabPage() {
  const { t } = useTranslation();
  const { games, studyPool } = useServices();
  const choices = ordered(games);
  const [picked, setPicked] = useState(choices[0]?.game.id ?? '');
  const ui = choices.find((g) => g.game.id === picked);
  const Workbench = useMemo(() => (ui?.workbench ? lazy(async () => ({ default: await ui.workbench!() })) : null), [ui]);
  return (
    <div className="page lab">
      <SiteHeader />
      <main>
        <h1>{t('lab.title')}</h1>
        <p>{t('lab.intro')}</p>
        <label>
          {t('lab.game')}{' '}
          <select value={picked} onChange={(e) => setPicked(e.target.value)}>
            {choices.map((g) => (
              <option key={g.game.id} value={g.game.id}>
                {gameName(g)}
              </option>
            ))}
          </select>
        </label>
        {ui && !Workbench && <p className="notice">{t('lab.noSettings', { game: gameName(ui) })}</p>}
        {Workbench && (
          <Suspense fallback={<p aria-busy="true">{t('lab.loading')}</p>}>
            <Workbench key={picked} pool={studyPool ?? workerPool} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
