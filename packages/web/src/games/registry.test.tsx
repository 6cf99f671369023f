// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GAMES } from '@decktet/catalog';
import { listLocalGames } from '../local/storage';
import { renderApp } from '../../test/testing';
import { TUTORIALS } from '../tutorial';
import { goofspielUi } from './goofspiel/ui';
import { GAME_UIS, WEB_GAMES } from '.';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("the web client's registry", () => {
  it("has one entry for each game of the catalog, in the catalog's order, and no other", () => {
    expect(WEB_GAMES.rules.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
    expect(GAME_UIS).toEqual(WEB_GAMES.entries);
    expect(WEB_GAMES.find(goofspielUi.game.id)).toBeUndefined();
  });

  it('says which games have lessons: exactly those with a tutorial', () => {
    expect(GAME_UIS.filter((ui) => ui.tutorial).map((ui) => ui.game.id)).toEqual(TUTORIALS.map((t) => t.gameId).sort((a, b) => GAMES.findIndex((g) => g.id === a) - GAMES.findIndex((g) => g.id === b)));
    expect(TUTORIALS.map((t) => t.gameId)).toEqual(['dueling-runes', 'hieroglyphs']);
  });

  it('gives each product game its name, blurb and replay narrator', () => {
    for (const ui of GAME_UIS) {
      expect(ui.name, ui.game.id).toBe(ui.game.name);
      expect(ui.blurb, ui.game.id).not.toBe('');
      expect(ui.narrator, ui.game.id).toBeDefined();
    }
  });
});

describe('a game added through its web entry alone (Goofspiel, docs/architecture.md "Adding a game")', () => {
  const games = WEB_GAMES.with(goofspielUi).entries;
  const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

  it('is offered on the start screen, set up, played to its end and replayed by the generic screens', async () => {
    renderApp('/', { games });
    const tile = screen.getByRole('heading', { name: 'Goofspiel' }).closest('article')!;
    expect(tile.textContent).toContain(goofspielUi.blurb);
    expect(within(tile).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/new/goofspiel', '/rules/goofspiel']);
    fireEvent.click(within(tile).getByRole('link', { name: 'Play Goofspiel' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New game of Goofspiel');
    fireEvent.click(screen.getByRole('radio', { name: /^On this device/ }));
    press('Start');
    // The game's screen loads as a chunk of its own.
    await screen.findByRole('button', { name: /^I am .+: show my hand$/ });
    const [saved] = listLocalGames();
    expect(saved).toMatchObject({ game: 'goofspiel', mode: 'hotseat', config: { handSize: 5 } });

    // Two players pass the device: each takes it, then bids the first card of their hand.
    for (let decisions = 0; !screen.queryByRole('status', { name: 'Game over' }); decisions++) {
      expect(decisions).toBeLessThan(20);
      press(/^I am .+: show my hand$/);
      fireEvent.click(within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled)!);
    }
    expect(listLocalGames()[0]).toMatchObject({ finished: true });

    press('Watch the replay');
    // Without a narrator of its own, each action is a turn of the replay, told by its log line (the replay loads as a chunk of its own).
    expect((await screen.findByText('Start of the game · 10 turns')).getAttribute('role')).toBe('status');
    press('Next turn');
    expect(screen.getByRole('status').textContent).toBe('Turn 1 of 10');
  });
});
