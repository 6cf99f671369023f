import { Suspense, lazy, useEffect, useState } from 'react';
import { useGameUi } from '../app/context';
import { onLinkClick } from '../app/router';

// The Markdown parser is only needed here, so it loads with the rules, not with the app.
const RulesView = lazy(() => import('./RulesView'));

const LOADING = <p>Loading the rules…</p>;

/** A game's rules in the project's own words (its RULES.md). */
export function RulesPage({ gameId }: { gameId: string }) {
  const ui = useGameUi(gameId);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!ui) return;
    ui.rules().then(setText, () => setError('The rules could not be loaded. Check your connection and reload the page.'));
  }, [ui]);
  if (!ui) return <p className="page error">There is no game "{gameId}".</p>;
  return (
    <div className="page rules">
      <nav className="rules-back">
        <a href="/" onClick={onLinkClick('/')}>
          ← Decktet Table
        </a>
      </nav>
      {error && <p className="error">{error}</p>}
      {text === null ? !error && LOADING : <Suspense fallback={LOADING}>{<RulesView text={text} />}</Suspense>}
    </div>
  );
}
