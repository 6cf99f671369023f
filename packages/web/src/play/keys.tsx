import { type RefObject, useEffect } from 'react';
import { useTranslation } from '../i18n';

/**
 * The table's keyboard shortcuts. Controls say which shortcut they answer to with
 * `aria-keyshortcuts` (screen readers announce it): a card in the hand "1" to "9", the button
 * that completes the play being built "Enter", the one that lets it go "Escape".
 */
export const NEXT_STEP = 'Enter';
export const LET_GO = 'Escape';

/** The `aria-keyshortcuts` of the card at `index` (from 0) in the hand: "1" to "9", then none. */
export function cardShortcut(index: number): string | undefined {
  return index < 9 ? String(index + 1) : undefined;
}

const FIELD = 'input, select, textarea, [contenteditable="true"]';
/** What Enter already presses where it has the focus. */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="radio"]';

function control(area: HTMLElement, shortcut: string): HTMLElement | undefined {
  return [...area.querySelectorAll<HTMLElement>(`[aria-keyshortcuts="${shortcut}"]`)].find((el) => !(el as HTMLButtonElement).disabled);
}

/**
 * Digits choose the card at that place in the hand (again: let it go), after which the focus
 * moves to the step that completes the play, so that Enter makes it; Enter away from any control
 * presses that step; Escape lets the choice go. Keys typed into a field, or with a modifier, are
 * left alone, as is any key once the page has used it.
 */
export function useTableKeys(area: RefObject<HTMLElement | null>, on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      const root = area.current;
      if (!root || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(FIELD) || target?.closest('[role="dialog"]')) return;
      if (/^[1-9]$/.test(e.key)) {
        const card = control(root, e.key);
        if (!card) return;
        e.preventDefault();
        card.click();
        // After React has drawn the choice: the step that completes it takes the focus.
        setTimeout(() => (control(root, NEXT_STEP) ?? card).focus());
      } else if (e.key === NEXT_STEP && !target?.closest(PRESSABLE)) {
        const next = control(root, NEXT_STEP);
        if (!next) return;
        e.preventDefault();
        next.click();
      } else if (e.key === LET_GO) {
        const cancel = control(root, LET_GO);
        if (!cancel) return;
        e.preventDefault();
        cancel.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [area, on]);
}

/** The shortcuts and what a screen reader hears, listed beside the table. */
export function KeysHelp() {
  const { t } = useTranslation();
  const rows = [
    ['Tab', t('table.keys.tab')],
    ['1 … 9', t('table.keys.digits')],
    ['Enter', t('table.keys.enter')],
    ['Esc', t('table.keys.escape')],
  ] as const;
  return (
    <details className="keys-help">
      <summary>{t('table.keys.title')}</summary>
      <dl>
        {rows.map(([key, text]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="small">{t('table.keys.focus')}</p>
      <p className="small">{t('table.keys.reader')}</p>
    </details>
  );
}
