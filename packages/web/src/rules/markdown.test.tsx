// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { card } from '@decktet/decktet';
import { cardLabel } from '../cards/CardFace';
import { i18n } from '../i18n';
import { Markdown } from './markdown';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const show = (text: string) => render(<Markdown text={text} />).container;

describe('the rules renderer', () => {
  it('keeps escaped pipes inside code spans in one table cell', () => {
    const page = show(
      ['| action | text | example |', '|---|---|---|', '| declare a spell | `cast <moon\\|wyrm\\|knot> [at <wizard>]` | `cast moon` |'].join('\n'),
    );
    const cells = [...page.querySelectorAll('tbody tr td')];
    expect(cells).toHaveLength(3);
    expect(cells[1]!.querySelector('code')!.textContent).toBe('cast <moon|wyrm|knot> [at <wizard>]');
    expect(page.textContent).not.toContain('`');
    // The table scrolls inside its own box.
    expect(page.querySelector('.table-wrap > table')).not.toBeNull();
    expect([...page.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['action', 'text', 'example']);
  });

  it('lets a table of long sentences be shown row by row on a phone, and keeps a grid a grid', () => {
    const page = show(
      [
        '| spell | what it does |',
        '|---|---|',
        '| Haste (n) | for n turns from next turn, the target also plays the haste mini-turn |',
        '',
        '| | Suns | Waves |',
        '|---|---|---|',
        '| Moon | Resist Cold | Resist Heat |',
      ].join('\n'),
    );
    const [sentences, grid] = [...page.querySelectorAll('.table-wrap')];
    expect(sentences!.classList.contains('is-stackable')).toBe(true);
    expect([...sentences!.querySelectorAll('td')].map((td) => td.dataset.label)).toEqual(['spell', 'what it does']);
    expect(grid!.classList.contains('is-stackable')).toBe(false);
    expect(grid!.querySelector('td')!.hasAttribute('data-label')).toBe(false);
  });

  it('nests ordered lists instead of flattening them', () => {
    const page = show(['1. **Moon**:', '   1. Heal', '   2. Shield', '2. **Wyrm**', '3. **Knot**:', '   1. Amnesia'].join('\n'));
    const outer = page.querySelector('ol')!;
    expect(outer.querySelectorAll(':scope > li')).toHaveLength(3);
    const inner = outer.querySelectorAll(':scope > li > ol');
    expect(inner).toHaveLength(2);
    expect([...inner[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Heal', 'Shield']);
    expect(outer.querySelector(':scope > li strong')!.textContent).toBe('Moon');
  });

  it('draws card pictures as card faces and suit directives as suit symbols', () => {
    const page = show(['Moon :suit[moons] and :card[penitent].', '', '```cards', 'Your hand: light-keeper ?', 'Tomb 3: castle …TENT', '```'].join('\n'));
    expect(page.querySelector('p svg[data-suit="moons"]')).not.toBeNull();
    expect(page.querySelector('p .card-name[data-card="penitent"]')).not.toBeNull();
    const rows = page.querySelectorAll('figure.rules-picture .picture-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('.picture-label')!.textContent).toBe('Your hand');
    expect(rows[0]!.querySelector('svg[data-card="light-keeper"]')!.getAttribute('aria-label')).toBe(cardLabel(card('light-keeper')));
    expect(rows[0]!.querySelector('svg[data-card="face-down"]')).not.toBeNull();
    expect(rows[1]!.querySelector('svg[data-card="castle"]')).not.toBeNull();
    expect(rows[1]!.querySelector('.picture-word')!.getAttribute('aria-label')).toBe('a hidden word showing its last letters T E N T');
    expect(page.textContent).not.toContain(':suit');
  });

  it('says what is wrong with a bad picture instead of drawing half of it', () => {
    const page = show(['```cards', 'Hand: penitent unicorn', '```'].join('\n'));
    expect(page.querySelector('.error')!.textContent).toBe('Card picture, line 1: "unicorn" is not a card id.');
    expect(page.querySelector('svg')).toBeNull();
  });

  it('says what is wrong with a picture, and labels what it adds to the text, in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('es'));
    const bad = show(['```cards', 'Hand: penitent unicorn', '```'].join('\n'));
    expect(bad.querySelector('.error')!.textContent).toBe('Ilustración de cartas, línea 1: «unicorn» no es el id de ninguna carta.');
    cleanup();
    const page = show(['## A turn', '', '- [x] deal', '', '| spell | effect |', '|---|---|', '| Heal | +1 |', '', '```cards', 'Tomb 1: …', '```'].join('\n'));
    expect(page.querySelector('h2 .heading-anchor')!.getAttribute('aria-label')).toBe('Enlace a esta sección: A turn');
    expect(page.querySelector('input[type="checkbox"]')!.getAttribute('aria-label')).toBe('hecho');
    expect(page.querySelector('.table-wrap')!.getAttribute('aria-label')).toBe('Tabla: spell, effect');
    expect(page.querySelector('.picture-word')!.getAttribute('aria-label')).toBe('una palabra oculta, todavía sin letras reveladas');
    expect(page.querySelector('.picture-word .picture-note')!.textContent).toBe('nada revelado todavía');
  });

  it('shows raw HTML as text and never as markup', () => {
    const page = show(['<script>alert(1)</script>', '', 'Some <b>bold</b> <img src=x onerror="alert(2)"> text.'].join('\n'));
    expect(page.querySelector('script, b, img')).toBeNull();
    expect(page.textContent).toContain('<script>alert(1)</script>');
    expect(page.textContent).toContain('<b>bold</b>');
    expect(page.textContent).toContain('<img src=x onerror="alert(2)">');
  });

  it('keeps links safe and shows unknown directives as they were written', () => {
    const page = show('[bad](javascript:alert(1)) [tab](java&#9;script:alert(1)) [ok](https://www.decktet.com/) [up](#a-turn) at 10:30 :suit[hearts]');
    const links = [...page.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.decktet.com/', '#a-turn']);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(page.textContent).toBe('bad tab ok up at 10:30 :suit[hearts]');
  });

  it('gives headings GitHub anchors and links ruling numbers to their rulings', () => {
    const page = show(
      ['# Game', '', '## A turn', '', 'See DR-2 and DR-9.', '', '## Rulings', '', '- **DR-2 Card value.** Ace 1 (not DR-2 itself).'].join('\n'),
    );
    expect(page.querySelector('h2#a-turn')).not.toBeNull();
    expect(page.querySelector('h2#a-turn a.heading-anchor')!.getAttribute('href')).toBe('#a-turn');
    const refs = [...page.querySelectorAll('p a.ruling-link')];
    expect(refs.map((a) => a.getAttribute('href'))).toEqual(['#dr-2']);
    // DR-9 is not defined in this text: it stays plain.
    expect(page.querySelector('p')!.textContent).toBe('See DR-2 and DR-9.');
    expect(page.querySelector('li#dr-2 strong')!.textContent).toBe('DR-2 Card value.');
    expect(page.querySelector('li#dr-2 strong a')).toBeNull();
  });
});
