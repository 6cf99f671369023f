import { useTranslation } from '../../i18n';

/**
 * The revealed end of a word, one tile a letter, never broken over two lines. While only part of the word shows, an open start
 * ("…") keeps its length hidden (HG-5); a whole word is shown as it is.
 */
export function Letters({ text, whole = false }: { text: string; whole?: boolean }) {
  const { t } = useTranslation();
  const letters = text.split('').join(' ');
  const label = whole ? t('hieroglyphs.wholeWord', { letters }) : text ? t('hieroglyphs.revealedLetters', { letters }) : t('hieroglyphs.noLetters');
  return (
    // How many tiles the line holds (the "…" too): a tomb's narrow column shrinks them to keep the word on one line.
    <span className={`letters${whole ? ' is-whole' : ''}`} role="img" aria-label={label} style={{ '--tiles': text.length + (whole ? 0 : 1) } as React.CSSProperties}>
      {!whole && <span className="letters-more">…</span>}
      {text.split('').map((ch, i) => (
        <span key={i} className="letter">
          {ch}
        </span>
      ))}
    </span>
  );
}
