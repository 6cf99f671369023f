// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { i18n } from '../i18n';
import { DEFAULT_TURN_SIGNALS, getTurnSignals, readTurnSignals, setTurnSignals } from './signal-settings';
import { type TablePhase, turnTitle, useTurnSignals } from './turn-signals';
import { nameList } from './words';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('the tab title', () => {
  it('says when it is your move, and otherwise whose move it is', () => {
    expect(turnTitle({ kind: 'your-move' })).toBe('● Your move — Decktet Table');
    expect(turnTitle({ kind: 'to-move', names: ['Ada'] })).toBe('Ada to move — Decktet Table');
    expect(turnTitle({ kind: 'to-move', names: ['Ada', 'Bo', 'Guest (AI)'] })).toBe('Ada, Bo and Guest (AI) to move — Decktet Table');
    expect(turnTitle({ kind: 'over' })).toBe('Game over — Decktet Table');
    expect(nameList(['Ada', 'Bo'])).toBe('Ada and Bo');
  });

  it('speaks the page’s language, and follows a switch at once', async () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    render(<Signals phase={{ kind: 'to-move', names: ['Ada', 'Bo', 'Guest (AI)'] }} />);
    expect(document.title).toBe('Ada, Bo and Guest (AI) to move — Decktet Table');
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe('Le toca a Ada, Bo y Guest (AI) — Decktet Table');
    expect(turnTitle({ kind: 'your-move' })).toBe('● Te toca — Decktet Table');
    expect(turnTitle({ kind: 'reconnecting' })).toBe('Reconectando… — Decktet Table');
  });

  function Signals({ phase, decisionKey, title = true }: { phase: TablePhase; decisionKey?: string; title?: boolean }) {
    useTurnSignals({ phase, decisionKey, gameName: 'Hieroglyphs', match: 'm1', settings: { ...DEFAULT_TURN_SIGNALS, title } });
    return null;
  }

  it('changes the title and the icon on the match screen, and puts both back when it closes', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    const icon = () => document.querySelector('link[rel="icon"]')!.getAttribute('href');
    const view = render(<Signals phase={{ kind: 'to-move', names: ['Ada'] }} />);
    expect(document.title).toBe('Ada to move — Decktet Table');
    expect(icon()).toBe('/favicon.svg');
    view.rerender(<Signals phase={{ kind: 'your-move' }} decisionKey="3" />);
    expect(document.title).toBe('● Your move — Decktet Table');
    expect(icon()).toBe('/favicon-your-move.svg');
    // Switched off: the plain title, whatever the table says.
    view.rerender(<Signals phase={{ kind: 'your-move' }} decisionKey="3" title={false} />);
    expect(document.title).toBe('Decktet Table');
    expect(icon()).toBe('/favicon.svg');
    view.rerender(<Signals phase={{ kind: 'your-move' }} decisionKey="3" />);
    view.unmount();
    expect(document.title).toBe('Decktet Table');
    expect(icon()).toBe('/favicon.svg');
  });
});

describe('the sound and the notification', () => {
  function Signals({ decisionKey, sound = false, notify = false }: { decisionKey?: string; sound?: boolean; notify?: boolean }) {
    useTurnSignals({ phase: decisionKey ? { kind: 'your-move' } : { kind: 'to-move', names: ['Bo'] }, decisionKey, gameName: 'Hieroglyphs', match: 'm1', settings: { title: true, sound, notify } });
    return null;
  }

  /** A browser's Notification, recording what was shown. */
  function notifications(permission: NotificationPermission) {
    const shown: { title: string; options: NotificationOptions; closed: boolean }[] = [];
    class FakeNotification {
      static permission = permission;
      onclick: (() => void) | null = null;
      private entry;
      constructor(title: string, options: NotificationOptions) {
        this.entry = { title, options, closed: false };
        shown.push(this.entry);
      }
      close() {
        this.entry.closed = true;
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    return shown;
  }

  it('notifies a new decision only while the tab is hidden, and only when allowed and switched on', () => {
    const shown = notifications('granted');
    const view = render(<Signals notify />);
    view.rerender(<Signals notify decisionKey="1" />);
    expect(shown).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    view.rerender(<Signals notify />);
    view.rerender(<Signals notify decisionKey="2" />);
    expect(shown).toMatchObject([{ title: 'Your move — Hieroglyphs', options: { body: 'It is your move in your online match of Hieroglyphs.', tag: 'decktet-m1' }, closed: false }]);
    // Back in the tab: the notification has done its job.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown[0]!.closed).toBe(true);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    view.rerender(<Signals decisionKey="3" />);
    expect(shown).toHaveLength(1);
  });

  it('shows nothing without the browser’s permission', () => {
    const shown = notifications('denied');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const view = render(<Signals notify />);
    view.rerender(<Signals notify decisionKey="1" />);
    expect(shown).toEqual([]);
  });

  it('plays the tone for a new decision when switched on, not for the one already shown', () => {
    const started: number[] = [];
    class FakeAudio {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        const tone = { type: '', frequency: { value: 0 }, connect: (g: unknown) => g, start: () => void started.push(tone.frequency.value), stop() {} };
        return tone;
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (d: unknown) => d };
      }
      resume() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', FakeAudio);
    const view = render(<Signals sound decisionKey="1" />);
    expect(started).toEqual([]);
    view.rerender(<Signals sound />);
    view.rerender(<Signals sound decisionKey="2" />);
    // Two rising tones.
    expect(started).toEqual([660, 880]);
    view.rerender(<Signals decisionKey="3" />);
    expect(started).toHaveLength(2);
  });
});

describe('the signal settings', () => {
  it('start with the title on and sound and notifications off, and are kept on this device', () => {
    expect(getTurnSignals()).toEqual({ title: true, sound: false, notify: false });
    setTurnSignals({ sound: true });
    expect(getTurnSignals()).toEqual({ title: true, sound: true, notify: false });
    expect(JSON.parse(window.localStorage.getItem('decktet-table:turn-signals')!)).toEqual({ title: true, sound: true, notify: false });
  });

  it('fall back to the defaults for anything unreadable', () => {
    expect(readTurnSignals('not json')).toEqual(DEFAULT_TURN_SIGNALS);
    expect(readTurnSignals('{"sound":"loud","notify":true}')).toEqual({ title: true, sound: false, notify: true });
    expect(readTurnSignals('[1]')).toEqual(DEFAULT_TURN_SIGNALS);
  });
});
