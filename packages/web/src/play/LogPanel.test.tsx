// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Match, type VisibleEntry, unwrap, visibleEntries } from '@decktet/engine';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { i18n } from '../i18n';
import { LogPanel } from './LogPanel';
import type { LogWording } from './log-lines';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

/** A game with no words of its own: its lines show as the game wrote them. */
const plain: LogWording = {};
const texts = (lines: string[]): VisibleEntry[] => lines.map((text) => ({ text }));
const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);

/** The opening of a Hieroglyphs game between Ada and Bo, as Ada reads it. */
function hieroglyphsOpening() {
  const match = unwrap(Match.create(hieroglyphsUi.game, {}, 'log-panel', { names: ['Ada', 'Bo'] }));
  return { entries: visibleEntries(match.state.log, 0), names: match.state.names };
}

describe('the log panel', () => {
  it('keeps its newest line in sight by scrolling its own list, never the page', () => {
    const pageScroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const lines = texts(Array.from({ length: 40 }, (_, i) => `Line ${i + 1}.`));
    const { rerender } = render(<LogPanel entries={lines.slice(0, 20)} wording={plain} names={[]} />);
    const list = screen.getByRole('list');
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 1234 });
    rerender(<LogPanel entries={lines} wording={plain} names={[]} />);
    expect(list.scrollTop).toBe(1234);
    expect(pageScroll).not.toHaveBeenCalled();
    expect(list.getAttribute('aria-live')).toBe('polite');
    pageScroll.mockRestore();
  });

  it('stays quiet for screen readers in a replay, which tells its turn elsewhere', () => {
    render(<LogPanel entries={[{ text: "Turn 1: Ada's turn.", event: { type: 'turn', turn: 1, seat: 0 } }]} wording={plain} names={[]} live={false} />);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('off');
    expect(screen.getByRole('listitem').className).toBe('log-turn');
  });

  it("words each line from its event through the game's entry, and shows the text where the game has no words", () => {
    const wording: LogWording = { logLine: (event, names) => (event.type === 'greet' ? `¡Hola, ${names[Number(event.seat)]}!` : undefined) };
    const entries: VisibleEntry[] = [
      { text: 'Hello, Bo!', event: { type: 'greet', seat: 1 } },
      { text: 'Something the game cannot word.', event: { type: 'mystery' } },
      { text: 'The AI plays for Bo from turn 2' },
    ];
    render(<LogPanel entries={entries} wording={wording} names={['Ada', 'Bo']} />);
    expect(items()).toEqual(['¡Hola, Bo!', 'Something the game cannot word.', 'The AI plays for Bo from turn 2']);
  });

  it('tells a Hieroglyphs game in English as the game wrote it, and in Spanish once the player speaks Spanish', async () => {
    const { entries, names } = hieroglyphsOpening();
    render(<LogPanel entries={entries} wording={hieroglyphsUi} names={names} />);
    expect(items()).toEqual(entries.map((e) => e.text));

    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { name: 'Historial' })).toBeTruthy();
    const spanish = items();
    expect(spanish[0]).toBe('Jeroglíficos: Ada y Bo excavan en tres tumbas.');
    expect(spanish).toContain('Turno 1: le toca a Ada.');
    expect(spanish).toContain('Ada roba 3 cartas.');
    expect(spanish.some((line) => line?.startsWith('Robas '))).toBe(true);
    const untold = spanish.filter((line) => /\b(draws|goes first|shows|deck)\b/.test(line ?? ''));
    expect(untold).toEqual([]);
    // The line that opens the turn is marked by its event, whatever the language.
    expect(screen.getAllByRole('listitem').find((li) => li.className === 'log-turn')?.textContent).toBe('Turno 1: le toca a Ada.');
  });
});
