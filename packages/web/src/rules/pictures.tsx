/**
 * Draws the card pictures a rules text asks for (a fenced block with the info string `cards`),
 * as @decktet/decktet's parseCardsPicture reads them; the terminal draws the same pictures
 * (packages/cli/src/play/rules-render.ts). The document around them stays in its own language;
 * what the page adds to them speaks the reader's.
 */
import { type PictureItem, type PictureProblem, parseCardsPicture } from '@decktet/decktet';
import { CardFace } from '../cards/CardFace';
import { currentLanguage, i18n, useTranslation } from '../i18n';

type T = typeof i18n.t;

/** What is wrong with a picture, in the reader's language. */
function problemText(t: T, problem: PictureProblem): string {
  switch (problem.kind) {
    case 'no-cards':
      return t('tutorial.rulesPage.picture.noCards');
    case 'empty-row':
      return t('tutorial.rulesPage.picture.emptyRow', { line: problem.line, label: problem.label });
    case 'not-a-card':
      return t('tutorial.rulesPage.picture.notACard', { line: problem.line, token: problem.token });
  }
}

/** The revealed end of a word, as the Hieroglyphs table shows it: the start stays open. */
function WordPicture({ letters }: { letters: string }) {
  const { t } = useTranslation();
  const label = letters ? t('tutorial.rulesPage.picture.wordShowing', { letters: letters.split('').join(' ') }) : t('tutorial.rulesPage.picture.wordHidden');
  return (
    <span className="picture-word" role="img" aria-label={label} lang={currentLanguage()}>
      <span className="picture-more" aria-hidden="true">
        …
      </span>
      {letters.split('').map((ch, i) => (
        <span key={i} className="picture-letter" aria-hidden="true">
          {ch}
        </span>
      ))}
      {!letters && (
        <span className="picture-note" aria-hidden="true">
          {t('tutorial.rulesPage.picture.nothingRevealed')}
        </span>
      )}
    </span>
  );
}

function Item({ item }: { item: PictureItem }) {
  const { t } = useTranslation();
  if (item.kind === 'word') return <WordPicture letters={item.letters} />;
  if (item.kind === 'face-down') return <CardFace id={null} />;
  if (!item.aside) return <CardFace id={item.id} />;
  return (
    <span className="picture-aside">
      <CardFace id={item.id} />
      <span className="picture-note" lang={currentLanguage()}>
        {t('tutorial.rulesPage.picture.setAside')}
      </span>
    </span>
  );
}

export function CardsPicture({ text }: { text: string }) {
  const { t } = useTranslation();
  const picture = parseCardsPicture(text);
  if (!picture.ok) {
    return (
      <p className="error" lang={currentLanguage()}>
        {problemText(t, picture.problem)}
      </p>
    );
  }
  // Labels line up in a column of their own when any row has one.
  const labelled = picture.rows.some((row) => row.label);
  return (
    <figure className={`rules-picture${labelled ? ' has-labels' : ''}`}>
      {picture.rows.map((row, r) => (
        <div className="picture-row" key={r} role="group" aria-label={row.label ?? undefined}>
          {labelled && <span className="picture-label">{row.label}</span>}
          <span className="picture-cards">
            {row.items.map((item, i) => (
              <Item key={i} item={item} />
            ))}
          </span>
        </div>
      ))}
    </figure>
  );
}
