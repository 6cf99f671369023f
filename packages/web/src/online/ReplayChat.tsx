import { useEffect, useState } from 'react';
import type { LiveChatLine } from '@decktet/protocol';
import { getMatchChat } from './api';
import { ChatLines } from './ChatPanel';

/**
 * A finished online match's chat beside its replay: both channels, now public, kept apart from
 * the game's own log.
 */
export function ReplayChat({ match }: { match: string }) {
  const [lines, setLines] = useState<LiveChatLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void getMatchChat(match).then((r) => (r.ok ? setLines(r.value) : setError(r.error)));
  }, [match]);
  return (
    <section className="chat" aria-label="Chat">
      <h2>Chat</h2>
      {error ? (
        <p className="muted small">The chat could not be loaded: {error}</p>
      ) : !lines ? (
        <p className="muted small">Loading the chat…</p>
      ) : (
        <>
          <h3 className="small">Players</h3>
          <ChatLines lines={lines.filter((l) => l.channel === 'players')} empty="The players wrote nothing." />
          <h3 className="small">Spectators</h3>
          <ChatLines lines={lines.filter((l) => l.channel === 'spectators')} empty="The spectators wrote nothing." />
        </>
      )}
    </section>
  );
}
