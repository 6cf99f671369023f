// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GAME_UIS } from '../games';
import { i18n } from '../i18n';
import { listLocalGames } from '../local/storage';
import { renderApp } from '../../test/testing';
import { loadProgress, saveProgress } from './progress';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

/** The lesson region; the lessons load on demand (slowly on a busy machine), so the first one is awaited. */
const lessonRegion = (title: string) => screen.findByRole('region', { name: title }, { timeout: 10_000 });
const hand = () => screen.getByRole('region', { name: 'Your hand' });
const click = (el: HTMLElement) => fireEvent.click(el);
/** The game screen's header says which lesson this is. */
const headerStatus = () => document.querySelector('.game-head [role="status"]')?.textContent;

describe('the lessons of Dueling Runes', () => {
  it('opens from the home page, answers a wrong move without changing the table, and moves on after the right one', async () => {
    renderApp('/', { games: GAME_UIS });
    const tile = screen.getByRole('heading', { name: 'Dueling Runes' }).closest('article')!;
    click(within(tile).getByRole('link', { name: 'Learn to play' }));
    expect(window.location.pathname).toBe('/learn/dueling-runes');
    const lesson = await lessonRegion('Placing a card');
    expect(headerStatus()).toBe('Lesson 1 of 7');
    expect(within(lesson).getByText(/Select the Penitent in your hand/).closest('[aria-live="polite"]')).not.toBeNull();
    // The new lesson's text holds the focus, so a screen reader starts there (focus moves after the render).
    await waitFor(() => expect(document.activeElement?.classList.contains('lesson-now')).toBe(true));

    // A legal move that is not the lesson's: an answer, and the hand is as it was.
    click(within(hand()).getByRole('button', { name: /^Choose Ace of Leaves/ }));
    click(within(hand()).getByRole('button', { name: /^Place Ace of Leaves/ }));
    const answer = within(lesson).getByRole('alert');
    expect(answer.textContent).toMatch(/^Not quite: for this lesson, place the Penitent/);
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(within(hand()).getByRole('button', { name: /^Choose Ace of Leaves/ })).toBeTruthy();
    expect(within(lesson).getByRole('button', { name: 'Next lesson' })).toHaveProperty('disabled', true);

    click(within(hand()).getByRole('button', { name: /^Choose the Penitent/ }));
    click(within(hand()).getByRole('button', { name: /^Place the Penitent/ }));
    expect(within(lesson).queryByRole('alert')).toBeNull();
    expect(within(lesson).getByRole('heading', { name: 'What happened' })).toBeTruthy();
    expect(lesson.textContent).toContain('Both cards were revealed together');
    await waitFor(() => expect(document.activeElement?.classList.contains('lesson-now')).toBe(true));
    // The lesson is done: the table takes no more moves.
    expect(screen.queryByRole('region', { name: 'Cast a spell' })).toBeNull();
    expect(loadProgress('dueling-runes')).toEqual({ current: 'placing', done: ['placing'] });

    click(within(lesson).getByRole('button', { name: 'Next lesson' }));
    expect(await lessonRegion('Energy')).toBeTruthy();
    expect(loadProgress('dueling-runes').current).toBe('energy');
  });

  it('resumes at the lesson it was left on, and Restart and Previous take the learner back', async () => {
    saveProgress('dueling-runes', { current: 'phases', done: ['placing', 'energy'] });
    renderApp('/learn/dueling-runes', { games: GAME_UIS });
    const lesson = await lessonRegion('Moon, Wyrm, Knot');
    expect(headerStatus()).toBe('Lesson 3 of 7');
    const spells = () => screen.getByRole('region', { name: 'Cast a spell' });
    click(within(spells()).getByRole('button', { name: 'Cast Heal (1) on yourself' }));
    expect(lesson.textContent).toContain('you are back to 10 health');
    expect(within(lesson).getByText(/Wyrm phase: attack Bo with your two Waves/)).toBeTruthy();
    expect(within(spells()).getByRole('heading').textContent).toMatch(/^Wyrm rune/);

    click(within(lesson).getByRole('button', { name: 'Restart' }));
    expect(lesson.textContent).toContain('You are hurt: 9 health out of 12.');
    expect(within(spells()).getByRole('heading').textContent).toMatch(/^Moon rune/);

    click(within(lesson).getByRole('button', { name: 'Previous' }));
    expect(await lessonRegion('Energy')).toBeTruthy();
  });

  it('on a phone, keeps the move asked for in the header’s bar, a polite live region, and offers the next lesson there once done', async () => {
    const happy = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
    happy.setViewport({ width: 390, height: 844 });
    try {
      renderApp('/learn/dueling-runes', { games: GAME_UIS });
      const lesson = await lessonRegion('Placing a card');
      const bar = await within(document.querySelector<HTMLElement>('.game-head')!).findByRole('region', { name: 'This step' });
      const text = bar.querySelector('[aria-live="polite"]')!;
      expect(text.textContent).toMatch(/^Your move: Select the Penitent in your hand/);
      // Said once: the panel above the table no longer repeats it.
      expect(within(lesson).queryByRole('heading', { name: 'Your move' })).toBeNull();
      expect(within(bar).queryByRole('button', { name: 'Next lesson' })).toBeNull();

      click(within(hand()).getByRole('button', { name: /^Choose the Penitent/ }));
      click(within(hand()).getByRole('button', { name: /^Place the Penitent/ }));
      expect(text.textContent).toBe('Lesson done: read what happened, then go on.');
      await waitFor(() => expect(document.activeElement?.classList.contains('lesson-now')).toBe(true));
      (document.activeElement as HTMLElement).blur();
      click(within(bar).getByRole('button', { name: 'Whole lesson' }));
      expect(document.activeElement?.classList.contains('lesson-now')).toBe(true);

      click(within(bar).getByRole('button', { name: 'Next lesson' }));
      expect(await lessonRegion('Energy')).toBeTruthy();
      expect(text.textContent).toMatch(/^Your move: /);
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
  });

  it('says so for a game it does not know', async () => {
    renderApp('/learn/nope', { games: GAME_UIS });
    expect((await screen.findByRole('alert')).textContent).toBe('There is no game "nope".');
  });
});

describe('the lessons of Hieroglyphs', () => {
  it('ends with the last lesson’s move and starts a game against the easy AI', async () => {
    saveProgress('hieroglyphs', { current: 'crown', done: [] });
    renderApp('/learn/hieroglyphs', { games: GAME_UIS });
    const lesson = await lessonRegion('A Crown');
    expect(headerStatus()).toBe('Lesson 6 of 6');
    expect(within(lesson).queryByRole('button', { name: 'Play against the AI (easy)' })).toBeNull();

    click(within(hand()).getByRole('button', { name: /^The Discovery: .*rank card$/ }));
    const composer = screen.getByRole('region', { name: 'Your play' });
    click(within(within(composer).getByRole('group', { name: 'Tomb' })).getByRole('button', { name: /^Tomb 1/ }));
    click(within(within(composer).getByRole('radiogroup', { name: 'Letters to decipher' })).getByRole('radio', { name: '2' }));
    click(within(composer).getByRole('button', { name: 'Decipher 2 on Tomb 1' }));

    expect(lesson.textContent).toContain('Helped by the Sea, the Discovery played as 2');
    expect(within(lesson).getByRole('heading', { name: 'You have finished the Hieroglyphs lessons' })).toBeTruthy();
    expect(loadProgress('hieroglyphs').done).toEqual(['crown']);
    click(within(lesson).getByRole('button', { name: 'Play against the AI (easy)' }));
    expect(window.location.pathname).toMatch(/^\/local\/\w+$/);
    const [saved] = listLocalGames();
    expect(saved).toMatchObject({ game: 'hieroglyphs', mode: 'ai', seats: ['human', 'ai:easy'], actions: [] });
    expect(window.location.pathname).toBe(`/local/${saved!.id}`);
  });
});

describe('the lessons in Spanish', () => {
  it('speak the learner’s language, the lesson’s texts and answers included, and follow the language switch', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderApp('/learn/hieroglyphs', { games: GAME_UIS });
    const lesson = await lessonRegion('Una jugada');
    expect(headerStatus()).toBe('Lección 1 de 6');
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 }).textContent).toBe('Jeroglíficos');
    expect(lesson.textContent).toContain('Eres Ada, una arqueóloga; Bo es tu rival.');
    expect(within(lesson).getByRole('heading', { name: 'Te toca' })).toBeTruthy();
    expect(within(lesson).getByText('Selecciona el Battle (rango 4) en tu mano, elige «Tumba 3» y «4» letras, y después pulsa «Descifrar 4 en la Tumba 3».')).toBeTruthy();
    expect(within(lesson).getByRole('navigation', { name: 'Lecciones' })).toBeTruthy();
    expect(within(lesson).getByRole('button', { name: 'Lección siguiente' })).toHaveProperty('disabled', true);

    // The Battle on Tomb 1: a legal move, not the lesson's, answered in Spanish.
    const hand = screen.getByRole('region', { name: 'Tu mano' });
    click(within(hand).getByRole('button', { name: /^El Battle: .*carta de rango$/ }));
    const composer = screen.getByRole('region', { name: 'Tu jugada' });
    click(within(within(composer).getByRole('group', { name: 'Tumba' })).getByRole('button', { name: /^Tumba 1/ }));
    // Four letters may overshoot Tomb 1's phrase, so no count is chosen for the learner: they pick it.
    expect(within(composer).getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    click(within(composer).getByRole('radio', { name: '4' }));
    click(within(composer).getByRole('button', { name: 'Descifrar 4 en la Tumba 1' }));
    expect(within(lesson).getByRole('alert').textContent).toBe('No del todo: en esta lección, juega el Battle en la Tumba 3.');

    // The header's switch: the lesson, its answer and the header speak English at once.
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    });
    expect(await lessonRegion('A play')).toBe(lesson);
    expect(headerStatus()).toBe('Lesson 1 of 6');
    expect(within(lesson).getByRole('alert').textContent).toBe('Not quite: for this lesson, play the Battle on Tomb 3.');
    expect(within(lesson).getByRole('heading', { name: 'Your move' })).toBeTruthy();
  });
});
