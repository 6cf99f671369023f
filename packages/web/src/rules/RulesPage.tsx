import { useEffect, useState } from 'react';
import { useGameUi } from '../app/context';
import { onLinkClick } from '../app/router';
import { SUITS, SUIT_NAME } from '@decktet/decktet';
import { SuitIcon } from '../cards/suits';
import { Markdown } from './markdown';

/** A game's rules in the project's own words (its RULES.md), with the suit symbols explained. */
export function RulesPage({ gameId }: { gameId: string }) {
  const ui = useGameUi(gameId);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!ui) return;
    ui.rules().then(setText, () => setError('The rules could not be loaded.'));
  }, [ui]);
  if (!ui) return <p className="page error">There is no game "{gameId}".</p>;
  return (
    <div className="page rules">
      <nav>
        <a href="/" onClick={onLinkClick('/')}>
          ← Decktet Table
        </a>
      </nav>
      <section className="suit-key" aria-label="Suit symbols">
        <h2>The six suits</h2>
        <ul>
          {SUITS.map((s) => (
            <li key={s}>
              <SuitIcon suit={s} size={28} title={false} /> {SUIT_NAME[s]}
            </li>
          ))}
        </ul>
      </section>
      {error && <p className="error">{error}</p>}
      {text === null ? <p>Loading the rules…</p> : <Markdown text={text} />}
    </div>
  );
}
