import { useEffect, useMemo, useState } from 'react';
import { useGameUi } from '../app/context';
import { SiteHeader } from '../app/SiteHeader';
import { LocalGameController } from '../local/controller';
import { loadLocalGame } from '../local/storage';
import { api } from '../online/api';
import { ReplayChat } from '../online/ReplayChat';
import { useTranslation } from '../i18n';
import { ReplayViewer } from './ReplayViewer';

const FILE_KEY = 'decktet-table:replay-file';

/** A page with nothing to replay yet: the reason, or that the record is on its way. */
function Notice({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <div className="page">
      <SiteHeader />
      <main>
        <p className={error ? 'error' : undefined} role={error ? 'alert' : undefined}>
          {text}
        </p>
      </main>
    </div>
  );
}

/** A replay of a finished local game kept in this browser. */
export function LocalReplay({ id }: { id: string }) {
  const { t } = useTranslation();
  const saved = useMemo(() => loadLocalGame(id), [id]);
  const ui = useGameUi(saved?.game ?? '');
  const record = useMemo(() => {
    if (!saved || !ui) return null;
    const c = LocalGameController.start(ui.game, saved);
    return c.ok ? c.value.record() : null;
  }, [saved, ui]);
  if (!record) return <Notice text={t('replay.notSaved')} error />;
  return <ReplayViewer record={record} />;
}

/** A replay of a finished online match, fetched from the server; `?review=1` opens it into its review. */
export function MatchReplay({ id }: { id: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ record: unknown } | { error: string } | null>(null);
  useEffect(() => {
    void api<unknown>('GET', `/api/matches/${encodeURIComponent(id)}/record`).then((r) => setState(r.ok ? { record: r.value } : { error: r.error }));
  }, [id]);
  if (!state) return <Notice text={t('replay.loading')} />;
  if ('error' in state) return <Notice text={state.error} error />;
  const openReview = new URLSearchParams(window.location.search).get('review') === '1';
  return <ReplayViewer record={state.record} aside={<ReplayChat match={id} />} openReview={openReview} />;
}

/**
 * Open a record file (.json) from disk; it is kept for this tab so a reload shows it again. Once a
 * record is open, the picker moves to the replay's side column to open another.
 */
export function FileReplay() {
  const { t } = useTranslation();
  const [record, setRecord] = useState<unknown>(() => {
    const text = window.sessionStorage.getItem(FILE_KEY);
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  });
  const [error, setError] = useState<string | null>(null);

  async function open(file: File) {
    const text = await file.text();
    try {
      const parsed: unknown = JSON.parse(text);
      window.sessionStorage.setItem(FILE_KEY, text);
      setError(null);
      setRecord(parsed);
    } catch {
      setError(t('replay.notJson', { file: file.name }));
    }
  }

  const picker = (
    <>
      <label className="file-input">
        {t('replay.file')}{' '}
        <input type="file" accept=".json,application/json" onChange={(e) => e.target.files?.[0] && void open(e.target.files[0])} />
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );

  if (record !== null) {
    return (
      <ReplayViewer
        record={record}
        aside={
          <section className="replay-file" aria-labelledby="replay-file-title">
            <h2 id="replay-file-title">{t('replay.openTitle')}</h2>
            {picker}
          </section>
        }
      />
    );
  }
  return (
    <div className="page">
      <SiteHeader />
      <main>
        <h1>{t('replay.openTitle')}</h1>
        {picker}
      </main>
    </div>
  );
}
