// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { listLocalGames } from '../local/storage';
import { renderApp } from '../../test/testing';
import { i18n } from '../i18n';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const games = [duelingRunesUi, hieroglyphsUi];

describe('the new-game form', () => {
  it('starts a game against the AI at the chosen difficulty and opens it', () => {
    renderApp('/new/hieroglyphs', { games });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'hard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const [saved] = listLocalGames();
    expect(saved).toMatchObject({ game: 'hieroglyphs', mode: 'ai', seats: ['human', 'ai:hard'], actions: [] });
    expect(saved!.names[0]).toBe('Ada');
    expect(window.location.pathname).toBe(`/local/${saved!.id}`);
  });

  it('offers every level, the expert last, and starts a game against it', () => {
    renderApp('/new/dueling-runes', { games });
    const levels = Array.from(screen.getByLabelText('Difficulty').querySelectorAll('option'), (o) => o.textContent);
    expect(levels).toEqual(['Easy', 'Normal', 'Hard', 'Expert']);
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'expert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(listLocalGames()[0]).toMatchObject({ game: 'dueling-runes', mode: 'ai', seats: ['human', 'ai:expert'] });
  });

  it('explains the Advanced Game in one sentence beside its option, and names it wherever the game is shown: the table\'s header, its Rules link, the list of games (DRA-1)', async () => {
    renderApp('/new/dueling-runes', { games });
    const advanced = screen.getByLabelText('Advanced Game');
    expect(document.getElementById(advanced.getAttribute('aria-describedby')!)!.textContent).toBe('Adds monsters that fight for you, lasting effects such as Poison and Charm, and eleven spells cast with two or three kinds of runes; wizards start with 20 health.');
    const health = screen.getByLabelText('Starting health') as HTMLInputElement;
    expect(health.value).toBe('12');
    fireEvent.click(advanced);
    // The Advanced Game's wizards start with 20 health (DRA-34): a health left at the basic game's follows.
    expect(health.value).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const [saved] = listLocalGames();
    expect(saved!.config).toMatchObject({ variant: 'advanced', health: [20, 20] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Dueling Runes — Advanced Game');
    expect(screen.getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe('/rules/dueling-runes#the-advanced-game');
    cleanup();
    renderApp('/', { games });
    expect(screen.getByRole('region', { name: 'Your games' }).textContent).toContain('Dueling Runes — Advanced Game: ');
    cleanup();
    await i18n.changeLanguage('es');
    try {
      renderApp(`/local/${saved!.id}`, { games });
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Duelo de Runas — Juego avanzado');
      expect(screen.getByRole('link', { name: 'Reglas' }).getAttribute('href')).toBe('/rules/dueling-runes#el-juego-avanzado');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers solitaire only for play on this device, and refuses an invalid option with the reason', () => {
    renderApp('/new/dueling-runes', { games });
    const playerCounts = () => Array.from(screen.getByLabelText('Players').querySelectorAll('option'), (o) => o.textContent);
    expect(playerCounts()).toEqual(['2', '3', '4']);
    fireEvent.click(screen.getByLabelText(/On this device/));
    expect(playerCounts()).toEqual(['1 (solitaire)', '2', '3', '4']);
    fireEvent.change(screen.getByLabelText('Starting health'), { target: { value: '0' } });
    // The browser's own range check stops this first; the game's config check must stop it too.
    fireEvent.submit(screen.getByRole('button', { name: 'Start' }).closest('form')!);
    expect(screen.getByRole('alert').textContent).toMatch(/health/);
    expect(listLocalGames()).toHaveLength(0);
  });
});
