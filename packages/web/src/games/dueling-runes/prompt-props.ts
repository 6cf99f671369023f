import type { RefObject } from 'react';
import type { DuelingRunesAction, DuelingRunesView } from '@decktet/dueling-runes';

/**
 * What the table gives each prompt that asks the viewer for a decision (the spells to cast, the
 * monster's attack, a reaction, the charmed wizard's card): the decisions it offers are the
 * viewer's legal actions, and its section takes the focus through `promptRef` when the decision
 * arrives (useNewPrompt).
 */
export interface PromptProps {
  legal: readonly DuelingRunesAction[];
  view: DuelingRunesView;
  /** The viewer's wizard: its place in the view's wizards. */
  me: number;
  onAction(a: DuelingRunesAction): void;
  busy: boolean;
  /** Set only on the prompt whose decision is due now. */
  promptRef?: RefObject<HTMLElement | null>;
}
