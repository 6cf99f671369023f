// @vitest-environment happy-dom
/**
 * Every lesson's instructions, followed to the letter on the real table, in both languages: at
 * each step the controls its instruction names (quoted, “…” in English and «…» in Spanish, in the
 * order they are used) are on screen and usable when their turn comes, every card it names is in
 * sight, and pressing what it names — after selecting the hand cards it names first — makes the
 * move the step asks for. A control that shows only after another choice must be preceded by that
 * choice in the instruction ("Cast Haste (2)" with "3 Suns" picked is not on screen). At every step
 * and at each lesson's end, nothing the page shows or names holds a word of the other language
 * (the catalogue-wide check is i18n/mixed-language.test.ts; this one sees the lessons as played).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CARDS, type CardId } from '@decktet/decktet';
import { faceTitle } from '../cards/labels';
import { GAME_UIS } from '../games';
import { type Language, i18n } from '../i18n';
import { foreignIn } from '../i18n/foreign-words';
import { renderApp } from '../../test/testing';
import { TUTORIALS, tutorialFor } from './index';
import type { AnyLesson, AnyLessonStep } from './lesson';
import { saveProgress } from './progress';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});


/** How each language quotes a control's label in running text. */
const QUOTED: Record<Language, RegExp> = { en: /“([^”]+)”/g, es: /«([^»]+)»/g };

/** What an instruction names, in reading order: a control by its label, or a card by its name. */
type Named = { kind: 'control'; label: string; at: number } | { kind: 'card'; id: CardId; name: string; at: number };

/** A card's name as running text says it, without the article, as its face prints it: "Penitent", "Ace of Knots" / "As de Nudos". */
const spokenName = (id: CardId): string => faceTitle(id);

function namedIn(text: string, language: Language): Named[] {
  const controls: Named[] = [...text.matchAll(QUOTED[language])].map((m) => ({ kind: 'control', label: m[1]!, at: m.index }));
  // Cards named inside a label are the label's words, not a card to look for.
  let rest = text.replace(QUOTED[language], (m) => ' '.repeat(m.length));
  const cards: Named[] = [];
  const byLength = CARDS.map((c) => ({ id: c.id, name: spokenName(c.id) })).sort((a, b) => b.name.length - a.name.length);
  for (const { id, name } of byLength) {
    for (const m of rest.matchAll(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'gu'))) {
      cards.push({ kind: 'card', id, name, at: m.index });
      rest = rest.slice(0, m.index) + ' '.repeat(name.length) + rest.slice(m.index + name.length);
    }
  }
  return [...controls, ...cards].sort((a, b) => a.at - b.at);
}

/** On screen as far as the document says: not hidden, not folded away in a closed <details>, not text for screen readers only. */
function shown(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e.hasAttribute('hidden') || e.classList.contains('visually-hidden')) return false;
    if (e instanceof HTMLElement && (e.style.display === 'none' || e.style.visibility === 'hidden')) return false;
    const parent = e.parentElement;
    if (parent instanceof HTMLDetailsElement && !parent.open && e.tagName !== 'SUMMARY') return false;
  }
  return true;
}

const usable = (el: Element) => shown(el) && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
const squeeze = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The controls on screen that read `label`: by what they show, or by what a screen reader says for them. */
function controlsLabelled(label: string): Element[] {
  const byName = (['button', 'radio', 'link', 'checkbox', 'tab'] as const).flatMap((role) => screen.queryAllByRole(role, { name: label }));
  const byText = [...document.querySelectorAll('button, a[href], [role="button"], [role="radio"]')].filter((el) => squeeze(el.textContent) === label);
  return [...new Set([...byName, ...byText])].filter(shown);
}

/** The learner's hand cards that can be pressed, by card. */
function handCard(id: CardId): Element | undefined {
  const hands = screen.queryAllByRole('region', { name: i18n.t('table.hand.label') });
  return hands.flatMap((h) => [...h.querySelectorAll('button')]).find((b) => usable(b) && b.querySelector(`[data-card="${id}"]`) !== null);
}

/**
 * Follows one instruction as a learner would: selects the hand cards it names before a control,
 * presses each control it names in turn, and looks for every other card it names. Returns what
 * could not be done; stops at the first control that is not on screen.
 */
function follow(text: string, language: Language): string[] {
  const problems: string[] = [];
  const named = namedIn(text, language);
  const lastControl = named.findLastIndex((n) => n.kind === 'control');
  if (lastControl < 0) return [`names no control to press: «${text}»`];
  const selected = new Set<CardId>();
  for (const [i, n] of named.entries()) {
    if (n.kind === 'control') {
      const found = controlsLabelled(n.label).filter(usable);
      if (found.length === 0) {
        problems.push(`“${n.label}” is not on screen${controlsLabelled(n.label).length ? ' (it is there but cannot be pressed)' : ''}`);
        return problems;
      }
      fireEvent.click(found[0]!);
      continue;
    }
    const inHand = handCard(n.id);
    if (inHand && i < lastControl && !selected.has(n.id)) {
      selected.add(n.id);
      fireEvent.click(inHand);
    } else if (![...document.querySelectorAll(`[data-card="${n.id}"]`)].some(shown)) {
      problems.push(`${n.name} is named but not in sight`);
    }
  }
  return problems;
}

/**
 * An element's words without what its card faces and card chips print: the Decktet's English title,
 * an Ace's too (Hieroglyphs spells ACEOFMOONS); a chip's name for screen readers stays in.
 */
function wordsBesideFaces(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const face of copy.querySelectorAll('svg, .card-name-marks')) face.remove();
  return squeeze(copy.textContent);
}

/** Every piece of text the page shows or says (a block's words, a control's name), with a word of the other language in it. */
function mixedOnScreen(language: Language): string[] {
  const blocks = [...document.querySelectorAll('p, li, h1, h2, h3, h4, button, summary, label, th, td, dt, dd, [role="status"]')].filter(shown).map(wordsBesideFaces);
  const names = [...document.querySelectorAll('[aria-label]')].map((el) => squeeze(el.getAttribute('aria-label')));
  return [...new Set([...blocks, ...names])].flatMap((text) => {
    const word = foreignIn(language, text);
    return word ? [`"${word}" in «${text}»`] : [];
  });
}

const lessonRegion = (lesson: AnyLesson) => screen.findByRole('region', { name: lesson.title() }, { timeout: 10_000 });
const firstParagraph = (step: AnyLessonStep) => step.after().split(/\n\s*\n/)[0]!;

describe.each(['en', 'es'] as const)('every lesson’s instructions, followed to the letter (%s)', (language) => {
  const cases = TUTORIALS.flatMap((tutorial) => tutorial.lessons.map((lesson) => [tutorial.gameId, lesson.id, tutorial, lesson] as const));
  it.each(cases)('%s: %s', async (gameId, lessonId, tutorial, lesson) => {
    await act(() => i18n.changeLanguage(language));
    saveProgress(gameId, { current: lessonId, done: [] });
    renderApp(`/learn/${gameId}`, { games: GAME_UIS });
    const region = await lessonRegion(lesson);
    for (const step of lesson.steps) {
      const where = `${gameId} / ${lesson.id} / ${step.id}`;
      expect(region.textContent, where).toContain(step.ask());
      // The lesson and the table around it speak the learner's language only, card titles aside.
      expect(mixedOnScreen(language), where).toEqual([]);
      expect(follow(step.ask(), language), where).toEqual([]);
      // What the instruction named made the move it asks for: no answer to a wrong move, and the lesson went on.
      expect(within(region).queryByRole('alert'), where).toBeNull();
      expect(squeeze(region.textContent), where).toContain(squeeze(firstParagraph(step)));
    }
    expect(mixedOnScreen(language), `${gameId} / ${lesson.id}, done`).toEqual([]);
  });
});

describe('the check itself', () => {
  it('reads quoted controls and named cards in order, in each language', async () => {
    expect(namedIn('Select the Penitent in your hand, then press “Place the Penitent”.', 'en')).toEqual([
      { kind: 'card', id: 'penitent', name: 'Penitent', at: 11 },
      { kind: 'control', label: 'Place the Penitent', at: 45 },
    ]);
    await act(() => i18n.changeLanguage('es'));
    expect(namedIn('pulsa «Espejo mágico», después «ti», y descarta el As de Nudos', 'es').map((n) => (n.kind === 'card' ? n.id : n.label))).toEqual(['Espejo mágico', 'ti', 'ace-of-knots']);
  });

  it('fails on an instruction naming a control that shows only after a choice it does not mention: Haste (2) with three Suns picked', async () => {
    const haste = tutorialFor('dueling-runes')!.lessons.find((l) => l.id === 'haste') as AnyLesson;
    saveProgress('dueling-runes', { current: 'haste', done: [] });
    renderApp('/learn/dueling-runes', { games: GAME_UIS });
    await lessonRegion(haste);
    // The instruction as it once read.
    expect(follow('Knot phase: cast Haste on yourself, with as many Suns as you like, for example “Cast Haste (2) at yourself”.', 'en')).toEqual(['“Cast Haste (2) at yourself” is not on screen']);
    // Naming the choice first puts the button on screen, and pressing it makes the move.
    expect(follow('Pick “2 Suns”, then press “Cast Haste (2) at yourself”.', 'en')).toEqual([]);
    expect(screen.getByRole('region', { name: haste.title() }).textContent).toContain('You are hasted from next turn.');
  });

  it('fails on an instruction that names no control, or a card that is not in sight', async () => {
    const placing = tutorialFor('dueling-runes')!.lessons[0] as AnyLesson;
    saveProgress('dueling-runes', { current: placing.id, done: [] });
    renderApp('/learn/dueling-runes', { games: GAME_UIS });
    await lessonRegion(placing);
    expect(follow('Place the Penitent.', 'en')).toEqual(['names no control to press: «Place the Penitent.»']);
    expect(follow('Look at the Castle, then press “Place the Penitent”.', 'en')).toEqual(['Castle is named but not in sight', '“Place the Penitent” is not on screen']);
  });
});
