// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { CARDS } from '@decktet/decktet';
import { CardFace, CardName } from './CardFace';
import { cardLabel, cardPhrase } from './labels';
import { i18n } from '../i18n';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('cards that speak', () => {
  it('names a card by title, rank and suits; an Ace by its title alone; the Excuse by neither rank nor suit', () => {
    expect(cardLabel('ace-of-suns')).toBe('Ace of Suns');
    expect(cardLabel('sailor')).toBe('The Sailor: 4 of Waves and Leaves');
    expect(cardLabel('watchman')).toBe('The Watchman: Pawn of Moons, Wyrms and Knots');
    expect(cardLabel('window')).toBe('The Window: Court of Suns, Leaves and Knots');
    expect(cardLabel('huntress')).toBe('The Huntress: Crown of Moons');
    expect(cardLabel('excuse')).toBe('The Excuse: no rank, no suit');
    expect(cardPhrase('chance-meeting')).toBe('the Chance Meeting (7 of Moons and Leaves)');
    expect(cardPhrase('ace-of-knots')).toBe('Ace of Knots');
    // No card says the same thing twice ("Ace of Suns, Ace of Suns").
    for (const c of CARDS) expect(cardLabel(c)).not.toMatch(/(.{6,}).*\1/);
  });

  it('gives a card picture one name, and a button around it that same name', () => {
    render(
      <button type="button">
        <CardFace id="watchman" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'The Watchman: Pawn of Moons, Wyrms and Knots' })).toBeTruthy();
    expect(screen.getByRole('img').querySelectorAll('[aria-label], title, [role]')).toHaveLength(0);
    cleanup();
    render(<CardFace id={null} />);
    expect(screen.getByRole('img', { name: 'a face-down card' })).toBeTruthy();
  });

  it('reads an inline card name in full once, its abbreviated marks hidden', () => {
    render(
      <button type="button">
        Discard <CardName id="watchman" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Discard the Watchman (Pawn of Moons, Wyrms and Knots)' })).toBeTruthy();
  });

  it('prints a title the same in every language, and an Ace, which has none, by rank and suit in the reader\'s words', async () => {
    const printed = (id: string) => [...document.querySelectorAll(`[data-card="${id}"] text.card-title, [data-card="${id}"] .card-name-marks`)].map((t) => t.textContent?.trim());
    const faces = () => (
      <>
        <CardFace id="ace-of-waves" />
        <CardFace id="savage" />
        <CardName id="ace-of-waves" />
        <CardName id="savage" />
      </>
    );
    render(faces());
    expect(printed('ace-of-waves')).toEqual(['Ace of Waves', 'A Ace of Waves']);
    expect(printed('savage')).toEqual(['Savage', '3 Savage']);
    cleanup();
    await act(() => i18n.changeLanguage('es'));
    render(faces());
    expect(printed('ace-of-waves')).toEqual(['As de Olas', 'A As de Olas']);
    expect(printed('savage')).toEqual(['Savage', '3 Savage']);
    expect(screen.getByRole('img', { name: 'As de Olas' })).toBeTruthy();
  });

  it('draws the Excuse\'s mark instead of typing a glyph a font may lack', () => {
    render(<CardFace id="excuse" />);
    const face = screen.getByRole('img', { name: 'The Excuse: no rank, no suit' });
    expect(face.querySelector('.card-excuse circle')).not.toBeNull();
    expect([...face.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['X', 'Excuse']);
  });
});
