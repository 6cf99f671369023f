import { card } from '@decktet/decktet';
import type { DuelingRunesAction, DuelingRunesView } from '@decktet/dueling-runes';
import { useSettings } from '../app/settings';
import { CardFace, CardName } from '../cards/CardFace';
import type { TableProps } from '../play/types';
import { findSimple, hides, plays } from './choices';
import { ReactionPrompt } from './ReactionPrompt';
import { SpellPanel } from './SpellPanel';
import { WizardPanel } from './WizardPanel';

/** The log lines of the current turn (from the last line that opens a turn, "Turn N…", on). */
export function currentTurnLines(log: readonly string[]): string[] {
  let start = 0;
  log.forEach((line, i) => {
    if (/^Turn \d+[.:]/.test(line)) start = i;
  });
  return log.slice(start);
}

/** The Dueling Runes table: wizards, the declared spells, your hand and the decision panels. */
export function DuelingRunesTable({ view, seat, legal, pending, onAction, busy, log }: TableProps) {
  const v = view as DuelingRunesView;
  const actions = legal as DuelingRunesAction[];
  const { settings, update } = useSettings();
  const me = seat === null ? null : v.wizards.findIndex((w) => w.seat === seat);
  const myWizard = me === null || me < 0 ? null : me;
  const act = (a: DuelingRunesAction) => onAction(a);
  const playable = plays(actions);
  const amnesia = hides(actions);
  const keep = findSimple(actions, 'keep');
  const redraw = findSimple(actions, 'redraw');
  const pass = findSimple(actions, 'pass');
  const casting = actions.some((a) => a.type === 'cast');
  const reacting = actions.some((a) => a.type === 'counter' || a.type === 'mirror');
  // A reveal key changes at each reveal, so newly placed cards replay their flip animation.
  const revealKey = `${v.turn}-${v.miniTurn ? 'm' : 'r'}`;
  const windowKey = `${v.turn}-${v.miniTurn}-${v.reactionAfter}-${v.phase}-${v.declaringValue}-${v.declared.length}-${log.length}`;
  const placed = myWizard === null ? null : v.wizards[myWizard]!.placed;

  return (
    <div className="dr-table">
      <p className="prompt" role="status">
        {v.prompt}
      </p>
      <div className="wizards">
        {v.wizards.map((w) => (
          <WizardPanel key={w.index} wizard={w} you={w.index === myWizard} thinking={w.seat !== null && pending.includes(w.seat) && w.index !== myWizard} revealKey={revealKey} />
        ))}
      </div>
      {v.declared.length > 0 && (
        <section className="declared" aria-label="Declared spells">
          <h3>About to take effect</h3>
          <ul>
            {v.declared.map((d, i) => (
              <li key={i}>{d.text}</li>
            ))}
          </ul>
        </section>
      )}
      {v.offered && (
        <section className="offered" aria-label="The automaton's card">
          <p>
            The confused automaton drew <CardName id={v.offered} />.
          </p>
          {keep && redraw && (
            <div className="button-row">
              <button type="button" disabled={busy} onClick={() => act(keep)}>
                Let it keep this card
              </button>
              <button type="button" disabled={busy} onClick={() => act(redraw)}>
                Make it redraw once
              </button>
            </div>
          )}
        </section>
      )}
      {casting && <SpellPanel legal={actions} wizards={v.wizards} me={myWizard} placed={placed} onAction={act} busy={busy} />}
      {reacting && (
        <ReactionPrompt
          legal={actions}
          wizards={v.wizards}
          me={myWizard}
          windowKey={windowKey}
          autoPass={settings.autoPassReactions}
          setAutoPass={(on) => update({ autoPassReactions: on })}
          onAction={act}
          busy={busy}
        />
      )}
      {amnesia.length > 0 && v.myAmnesia && (
        <section className="amnesia" aria-label="Amnesia">
          <h3>
            Amnesia: turn {v.myAmnesia.count} of {v.wizards[v.myAmnesia.target]?.name}'s cards face down
          </h3>
          <div className="button-row">
            {amnesia.map((a) => (
              <button key={a.cards.join()} type="button" disabled={busy} onClick={() => act(a)}>
                {a.cards.map((id) => card(id).title).join(' + ')}
              </button>
            ))}
          </div>
        </section>
      )}
      {!casting && !reacting && pass && (
        <div className="button-row">
          <button type="button" disabled={busy} onClick={() => act(pass)}>
            Pass
          </button>
        </div>
      )}
      {seat !== null && myWizard !== null && (
        <section className="my-hand" aria-label="Your hand">
          <h3>
            Your hand
            {v.myChoice && <span className="muted"> · your choice: {v.myChoice}</span>}
            {playable.length > 0 && <span className="hint"> · choose the card to place this {v.miniTurn ? 'haste mini-turn' : 'turn'}</span>}
          </h3>
          <div className="hand">
            {v.hand.length === 0 && <span className="muted">no cards</span>}
            {v.hand.map((id) => {
              const play = playable.find((p) => p.card === id);
              return (
                <button key={id} type="button" className="card-button" disabled={busy || !play} aria-label={`Place ${card(id).title}`} onClick={() => play && act(play)}>
                  <CardFace id={id} />
                </button>
              );
            })}
          </div>
        </section>
      )}
      <section className="turn-log" aria-label="This turn">
        <h3>This turn</h3>
        <ul>
          {currentTurnLines(log).map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      </section>
      {seat !== null && (
        <label className="choice auto-pass">
          <input type="checkbox" checked={settings.autoPassReactions} onChange={(e) => update({ autoPassReactions: e.target.checked })} /> Auto-pass reaction windows (Counter Spell, Magic
          Mirror) when I don't want to react
        </label>
      )}
    </div>
  );
}
