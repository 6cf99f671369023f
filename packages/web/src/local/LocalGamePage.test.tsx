// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { goofspielUi } from '../games/goofspiel/ui';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import type { BotRunner } from './bots';
import { openScreen } from '../../test/testing';
import { loadLocalGame, saveLocalGame, type SavedLocalGame } from './storage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function hotseat(id: string): SavedLocalGame {
  return { id, game: 'goofspiel', mode: 'hotseat', seed: 'seed-1', config: { handSize: 2 }, names: ['Ada', 'Bo'], seats: ['human', 'human'], actions: [], createdAt: 1, updatedAt: 1, finished: false };
}

const handButtons = () => within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button');

describe('a hotseat game', () => {
  it('hides each hand behind a hand-off screen and resumes from storage after a reload', async () => {
    saveLocalGame(hotseat('g1'));
    const first = await openScreen('/local/g1', { games: [goofspielUi] });
    // Nobody's hand shows before its owner takes the device.
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I am Ada: show my hand' }));
    expect(handButtons()).toHaveLength(2);
    fireEvent.click(handButtons()[0]!);
    // Ada's bid is stored; Bo must take the device before anything is shown.
    expect(loadLocalGame('g1')!.actions).toHaveLength(1);
    expect(screen.getByRole('dialog').textContent).toContain('Pass the device to Bo');
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    first.unmount();

    // A reload: the saved game replays to the same position and still hides Bo's hand.
    await openScreen('/local/g1', { games: [goofspielUi] });
    fireEvent.click(screen.getByRole('button', { name: 'I am Bo: show my hand' }));
    expect(handButtons()).toHaveLength(2);
    fireEvent.click(handButtons()[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'I am Ada: show my hand' }));
    fireEvent.click(handButtons()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'I am Bo: show my hand' }));
    fireEvent.click(handButtons()[0]!);
    expect(screen.getByRole('status', { name: 'Game over' })).toBeTruthy();
    expect(loadLocalGame('g1')!.finished).toBe(true);
  });

  it('says so when the saved game is missing', async () => {
    await openScreen('/local/nope', { games: [goofspielUi] });
    expect(screen.getByRole('alert').textContent).toContain('not saved in this browser');
  });
});

describe('taking back a secret choice in a local game of Dueling Runes', () => {
  const duelSave = (id: string, mode: 'ai' | 'hotseat'): SavedLocalGame => ({
    id,
    game: 'dueling-runes',
    mode,
    seed: 'take-back',
    config: { players: 2 },
    names: ['Ada', 'Bo'],
    seats: mode === 'ai' ? ['human', 'ai:easy'] : ['human', 'human'],
    actions: [],
    createdAt: 1,
    updatedAt: 1,
    finished: false,
  });
  const hand = () => within(screen.getByRole('region', { name: 'Your hand' }));
  const placeFirst = (skip?: string) => {
    const card = (hand().getAllByRole('button', { name: /^Choose / }) as HTMLButtonElement[]).find((b) => !b.disabled && !(skip && b.getAttribute('aria-label')!.replace(/^Choose (the )?/, '').startsWith(skip.replace(/^the /, ''))))!;
    fireEvent.click(card);
    // The label says the card in full ("the Savage (Pawn of …)"); the hand's own words use the title.
    const place = hand().getByRole('button', { name: /^Place / });
    const title = place.textContent!.slice('Place '.length);
    fireEvent.click(place);
    return title;
  };

  it('hotseat: the hand-off screen lets the player who just chose take it back; the withdrawal is saved and replays', async () => {
    saveLocalGame(duelSave('d1', 'hotseat'));
    const first = await openScreen('/local/d1', { games: [duelingRunesUi] });
    fireEvent.click(screen.getByRole('button', { name: 'I am Ada: show my hand' }));
    const firstChoice = placeFirst();
    expect(screen.getByRole('dialog').textContent).toContain('Pass the device to Bo');
    fireEvent.click(screen.getByRole('button', { name: 'Ada: take back my choice' }));
    // Ada holds the device still: her hand shows again, with nothing chosen.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hand().queryByRole('status')).toBeNull();
    expect(loadLocalGame('d1')!.actions.map((a) => a.action)).toEqual([expect.stringMatching(/^play /), 'withdraw']);
    const second = placeFirst(firstChoice);
    expect(second).not.toBe(firstChoice);
    first.unmount();

    // A reload replays the withdrawal and goes on from Bo's choice.
    await openScreen('/local/d1', { games: [duelingRunesUi] });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I am Bo: show my hand' }));
    placeFirst();
    // The log names Aces without "the": "Ada places Ace of Moons (1)".
    expect(screen.getByRole('region', { name: 'This turn' }).textContent).toContain(`Ada places ${/^the Ace/.test(second) ? second.slice(4) : second} (`);
  });

  it('against the AI: while the AI still thinks, "Take it back" returns the choice', async () => {
    saveLocalGame(duelSave('d2', 'ai'));
    const thinking: BotRunner = { decide: () => new Promise<number>(() => {}), dispose() {} };
    await openScreen('/local/d2', { games: [duelingRunesUi], runner: thinking });
    const title = placeFirst();
    expect(hand().getByRole('status').textContent).toContain(`You chose ${title} (hidden until everyone has chosen)`);
    fireEvent.click(hand().getByRole('button', { name: 'Take it back' }));
    expect(hand().queryByRole('status')).toBeNull();
    expect(hand().getAllByRole('button', { name: /^Choose / }).some((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    expect(loadLocalGame('d2')!.actions.at(-1)).toEqual({ seat: 0, action: 'withdraw' });
  });
});
