import { Suspense, lazy, useEffect, useState } from 'react';
import { useGameUi } from '../app/context';
import { SiteHeader } from '../app/SiteHeader';
import { currentLanguage, useTranslation } from '../i18n';

// The Markdown parser is only needed here, so it loads with the rules, not with the app.
const RulesView = lazy(() => import('./RulesView'));

/** The language the rules documents are written in (each game's RULES.md). */
const RULES_LANGUAGE = 'en';

/** A game's rules in the project's own words (its RULES.md). */
export function RulesPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const ui = useGameUi(gameId);
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!ui) return;
    ui.rules().then(setText, () => setFailed(true));
  }, [ui]);
  const loading = <p>{t('rules.loading')}</p>;
  const translated = currentLanguage() === RULES_LANGUAGE;
  return (
    <div className="page rules">
      <SiteHeader />
      <main>
        {!ui ? (
          <p className="error">{t('common.noSuchGame', { game: gameId })}</p>
        ) : (
          <>
            {!translated && <p className="notice rules-language">{t('language.rulesInEnglish')}</p>}
            {failed && <p className="error">{t('rules.loadFailed')}</p>}
            {text === null
              ? !failed && loading
              : (
                  <Suspense fallback={loading}>
                    <RulesView text={text} lang={RULES_LANGUAGE} />
                  </Suspense>
                )}
          </>
        )}
      </main>
    </div>
  );
}
