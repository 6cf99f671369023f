// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { GAME_UIS } from '../games';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import type { GameUi } from '../play/types';
import { i18n } from '../i18n';
import { renderApp } from '../../test/testing';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the rules page', () => {
  it.each([
    ['dueling-runes', 'Dueling Runes', 'penitent', 'dr-16'],
    ['hieroglyphs', 'Hieroglyphs', 'castle', 'hg-9'],
  ])('%s: quick start first, then the contents, pictures drawn, rulings linkable', async (id, title, pictured, ruling) => {
    const { container } = renderApp(`/rules/${id}`, { games: GAME_UIS });
    // The renderer loads lazily, with the text: the first load includes transforming it.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 })).toBeTruthy();
    const quick = container.querySelector('.rules-quick-start')!;
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(quick.querySelector('h2')!.textContent).toContain('Quick start');
    // Quick start comes before the contents list in reading order.
    expect(quick.compareDocumentPosition(contents) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = [...contents.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links.slice(0, 2)).toEqual(['#quick-start', '#how-to-play']);
    expect(links).toContain('#rulings');
    for (const href of links) expect(container.querySelector(href!), href!).not.toBeNull();
    expect(quick.querySelector(`figure svg[data-card="${pictured}"]`)).not.toBeNull();
    expect(container.querySelector(`#${ruling}.ruling`)).not.toBeNull();
    expect(container.querySelector('.error')).toBeNull();
    expect(container.textContent).not.toMatch(/\*\*|```|:suit\[|:card\[/);
  });

  it('shows the rules in Spanish to a Spanish reader, with no notice, marked as Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    const { container } = renderApp('/rules/hieroglyphs', { games: GAME_UIS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jeroglíficos' }, { timeout: 15_000 })).toBeTruthy();
    expect(container.querySelector('.rules-language')).toBeNull();
    const quickStart = screen.getByRole('region', { name: 'Inicio rápido' });
    expect(quickStart.querySelector('h2')!.textContent).toContain('Inicio rápido');
    for (const part of ['.rules-intro', '.rules-quick-start > div', '.rules-body']) expect(container.querySelector(part)!.getAttribute('lang'), part).toBe('es');
    const contents = screen.getByRole('navigation', { name: 'Índice' });
    expect(contents.querySelector('ol')!.getAttribute('lang')).toBe('es');
    expect([...contents.querySelectorAll(':scope > ol > li > a')].map((a) => a.textContent)).toEqual(['Inicio rápido', 'Cómo se juega', 'Aclaraciones']);
    // The suits once, in Spanish: the text names them so too.
    const suits = screen.getByRole('region', { name: 'Los seis palos' });
    expect([...suits.querySelectorAll('li')].map((li) => li.textContent!.trim())).toEqual(['Lunas', 'Soles', 'Olas', 'Hojas', 'Sierpes', 'Nudos']);
    // Pictures and ruling links work as in English: the cards keep their ids, the rulings their numbers.
    expect(quickStart.querySelector('figure svg[data-card="castle"]')).not.toBeNull();
    expect(container.querySelector('#hg-9.ruling')).not.toBeNull();
    expect(container.querySelector('a.ruling-link[href="#hg-10"]')).not.toBeNull();
    expect(container.querySelector('.error')).toBeNull();
  });

  it('follows the reader to another language: the text there is loaded instead', async () => {
    const { container } = renderApp('/rules/dueling-runes', { games: GAME_UIS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dueling Runes' }, { timeout: 15_000 })).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Duelo de Runas' }, { timeout: 15_000 })).toBeTruthy();
    expect(container.querySelector('.rules-body')!.getAttribute('lang')).toBe('es');
    expect(container.querySelector('.rules-language')).toBeNull();
  });

  it('speaks the reader’s language around rules written only in English, marked as English, and says so', async () => {
    await act(() => i18n.changeLanguage('es'));
    // A game whose rules have no Spanish text.
    const englishOnly: GameUi = { ...hieroglyphsUi, rules: () => hieroglyphsUi.rules('en') };
    const { container } = renderApp('/rules/hieroglyphs', { games: [englishOnly] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hieroglyphs' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText('Por ahora, las reglas solo están en inglés.')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Índice' });
    expect(within(contents).getByRole('heading', { level: 2 }).textContent).toBe('Índice');
    expect(contents.querySelector('ol')!.getAttribute('lang')).toBe('en');
    // The suits in Spanish, with the names the English text uses.
    const suits = screen.getByRole('region', { name: 'Los seis palos' });
    expect([...suits.querySelectorAll('li')].map((li) => li.textContent!.trim())).toEqual([
      'Lunas (Moons)',
      'Soles (Suns)',
      'Olas (Waves)',
      'Hojas (Leaves)',
      'Sierpes (Wyrms)',
      'Nudos (Knots)',
    ]);
    const quickStart = screen.getByRole('region', { name: 'Inicio rápido' });
    expect(quickStart.querySelector('h2')!.closest('[lang]')!.getAttribute('lang')).toBe('en');
    for (const part of ['.rules-intro', '.rules-body']) expect(container.querySelector(part)!.getAttribute('lang'), part).toBe('en');
    // What the page adds to the text speaks Spanish.
    const aside = container.querySelector('.picture-aside .picture-note')!;
    expect([aside.textContent, aside.getAttribute('lang')]).toEqual(['apartada', 'es']);
    expect(container.querySelector('h2#how-to-play .heading-anchor')!.getAttribute('aria-label')).toBe('Enlace a esta sección: How to play');
  });

  it('says so when the game does not exist', () => {
    renderApp('/rules/chess', { games: GAME_UIS });
    expect(screen.getByText('There is no game "chess".')).toBeTruthy();
  });
});
