import { useEffect, useMemo, useState } from 'react';
import { useGameUi } from '../app/context';
import { LocalGameController } from '../local/controller';
import { loadLocalGame } from '../local/storage';
import { api } from '../online/api';
import { ReplayChat } from '../online/ReplayChat';
import { ReplayViewer } from './ReplayViewer';

const FILE_KEY = 'decktet-table:replay-file';

/** A replay of a finished local game kept in this browser. */
export function LocalReplay({ id }: { id: string }) {
  const saved = useMemo(() => loadLocalGame(id), [id]);
  const ui = useGameUi(saved?.game ?? '');
  const record = useMemo(() => {
    if (!saved || !ui) return null;
    const c = LocalGameController.start(ui.game, saved);
    return c.ok ? c.value.record() : null;
  }, [saved, ui]);
  if (!record) return <p className="page error" role="alert">This game is not saved in this browser.</p>;
  return <ReplayViewer record={record} />;
}

/** A replay of a finished online match, fetched from the server. */
export function MatchReplay({ id }: { id: string }) {
  const [state, setState] = useState<{ record: unknown } | { error: string } | null>(null);
  useEffect(() => {
    void api<unknown>('GET', `/api/matches/${encodeURIComponent(id)}/record`).then((r) => setState(r.ok ? { record: r.value } : { error: r.error }));
  }, [id]);
  if (!state) return <p className="page">Loading the record…</p>;
  if ('error' in state)
    return (
      <p className="page error" role="alert">
        {state.error}
      </p>
    );
  return <ReplayViewer record={state.record} aside={<ReplayChat match={id} />} />;
}

/** Open a record file (.json) from disk; it is kept for this tab so a reload shows it again. */
export function FileReplay() {
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
      setError(`${file.name} is not a JSON file.`);
    }
  }

  return (
    <>
      <div className="page">
        <h1>Open a game record</h1>
        <label className="file-input">
          Game record (.json){' '}
          <input type="file" accept=".json,application/json" onChange={(e) => e.target.files?.[0] && void open(e.target.files[0])} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </div>
      {record !== null && <ReplayViewer record={record} />}
    </>
  );
}
