import { useTranslation } from '../../i18n';

/**
 * The revealed end of a word, one tile a letter. While only part of the word shows, an open start
 * ("…") keeps its length hidden (HG-5); a whole word is shown as it is.
 */
export function Letters({ text, whole = false }: { text: string; whole?: boolean }) {
  const { t } = useTranslation();
  const letters = text.split('').join(' ');
  const label = whole ? t('hieroglyphs.wholeWord', { letters }) : text ? t('hieroglyphs.revealedLetters', { letters }) : t('hieroglyphs.noLetters');
  return (
    <span className={`letters${whole ? ' is-whole' : ''}`} role="img" aria-label={label}>
      {!whole && <span className="letters-more">…</span>}
      {text.split('').map((ch, i) => (
        <span key={i} className="letter">
          {ch}
        </span>
      ))}
    </span>
  );
}
