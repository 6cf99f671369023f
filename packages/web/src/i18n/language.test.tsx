// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { renderApp } from '../../test/testing';
import { cardLabel, cardPhrase } from '../cards/labels';
import { LANGUAGE_KEY, currentLanguage, i18n } from './index';

const games = [duelingRunesUi, hieroglyphsUi];

/** The browser's languages, as navigator.languages reports them. */
function browserSpeaks(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  browserSpeaks(['en-US', 'en']);
  await act(() => i18n.changeLanguage('en'));
});

const languageSwitch = () => screen.getByRole('combobox', { name: /^(Language|Idioma)$/ });

describe('the language of the web client', () => {
  it('switches the header and the start screen between English and Spanish, and marks the page', async () => {
    renderApp('/', { games });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dueling Runes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play Hieroglyphs' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    await act(async () => {
      fireEvent.change(languageSwitch(), { target: { value: 'es' } });
    });
    expect(within(banner).getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Duelo de Runas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jugar a Jeroglíficos' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Reglas' })).toHaveLength(2);
    expect(screen.getByText(/^Dos juegos de cartas para el Decktet/)).toBeTruthy();
    expect(screen.queryByText(/Two card games/)).toBeNull();
    expect(document.documentElement.lang).toBe('es');
    // Kept on this device: the choice outlives the page.
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('es');

    await act(async () => {
      fireEvent.change(languageSwitch(), { target: { value: 'en' } });
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Dueling Runes' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('speaks Spanish in a table\'s header too, with the game\'s Spanish name', async () => {
    renderApp('/new/hieroglyphs', { games });
    await act(async () => {
      fireEvent.change(languageSwitch(), { target: { value: 'es' } });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva partida de Jeroglíficos' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Empezar' }));
    // The table's screen loads as a chunk of its own.
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Jeroglíficos');
    expect(within(header).getByRole('link', { name: 'Reglas' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Decktet Table: inicio' })).toBeTruthy();
    // Card titles stay the Decktet's English names; rank and suits are spoken in Spanish.
    expect(cardLabel('huntress')).toBe('El Huntress: Corona de Lunas');
    expect(cardPhrase('chance-meeting')).toBe('el Chance Meeting (7 de Lunas y Hojas)');
    const faces = [...document.querySelectorAll('svg.card[data-card]:not([data-card="face-down"])')];
    expect(faces.length).toBeGreaterThan(2);
    for (const face of faces) expect(face.getAttribute('aria-label')).toMatch(/^(As de \w+|El [\w ]+: ((\d|Peón|Corte|Corona) de [A-Z]|sin rango ni palo))/);
  });

  it('follows the browser\'s languages on a first visit, and the player\'s choice after', async () => {
    browserSpeaks(['es-MX', 'es', 'en']);
    await act(() => i18n.changeLanguage());
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    browserSpeaks(['fr-FR', 'de']);
    await act(() => i18n.changeLanguage());
    expect(currentLanguage()).toBe('en');

    window.localStorage.setItem(LANGUAGE_KEY, 'es');
    await act(() => i18n.changeLanguage());
    expect(currentLanguage()).toBe('es');
    // A stored value this client does not speak falls back to the browser's languages.
    window.localStorage.setItem(LANGUAGE_KEY, 'xx');
    browserSpeaks(['en-GB']);
    await act(() => i18n.changeLanguage());
    expect(currentLanguage()).toBe('en');
  });
});
