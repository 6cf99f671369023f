import type { ReviewMark } from '@decktet/engine';
import { useTranslation } from '../i18n';

/** The chess sign of the marks that flag a decision; the others have none. */
const SIGN: Partial<Record<ReviewMark, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A mark's name in the player's language. */
export function useMarkName(): (mark: ReviewMark) => string {
  const { t } = useTranslation();
  return (mark) =>
    ({
      best: t('teach.mark.best'),
      good: t('teach.mark.good'),
      inaccuracy: t('teach.mark.inaccuracy'),
      mistake: t('teach.mark.mistake'),
      blunder: t('teach.mark.blunder'),
      forced: t('teach.mark.forced'),
    })[mark];
}

/**
 * A flagged decision's sign (?!, ?, ??) in its colour, read aloud as its name; nothing for a
 * decision that is not flagged.
 */
export function MarkText({ mark }: { mark: ReviewMark }) {
  const name = useMarkName()(mark);
  const sign = SIGN[mark];
  if (!sign) return null;
  return (
    <span className={`teach-mark teach-mark-${mark}`} title={name}>
      <span aria-hidden="true">{sign}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}
