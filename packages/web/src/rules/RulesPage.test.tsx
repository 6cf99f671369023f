// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { GAME_UIS } from '../games';
import { renderApp } from '../testing';

afterEach(cleanup);

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

  it('says so when the game does not exist', () => {
    renderApp('/rules/chess', { games: GAME_UIS });
    expect(screen.getByText('There is no game "chess".')).toBeTruthy();
  });
});
