import { Suspense, lazy, useEffect, useState } from 'react';
import { useGameUi } from '../app/context';
import { SiteHeader } from '../app/SiteHeader';
import { currentLanguage, useTranslation } from '../i18n';
import type { RulesText } from '../play/types';
import { onLinkClick } from '../app/router';

// The Markdown parser is only needed here, so it loads with the rules, not with the app.
const RulesView = lazy(() => import('./RulesView'));

/** What was loaded for which language the reader spoke. */
interface Loaded {
  readonly asked: string;
  readonly rules: RulesText;
}

/** A game's rules in the project's own words, in the reader's language where they are written in it. */
export function RulesPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const ui = useGameUi(gameId);
  const language = currentLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!ui) return;
    // A switch of language while a text loads: only the last one asked for is shown.
    let wanted = true;
    setFailed(false);
    ui.rules(language).then(
      (rules) => wanted && setLoaded({ asked: language, rules }),
      () => wanted && setFailed(true),
    );
    return () => {
      wanted = false;
    };
  }, [ui, language]);
  const loading = <p>{t('rules.loading')}</p>;
  // Said once the answer for this language is in: the text there is, in another.
  const untranslated = loaded !== null && loaded.asked === language && loaded.rules.language !== language;
  return (
    <div className="page rules">
      <SiteHeader />
      <main>
        {!ui ? (
          <p className="error">{t('common.noSuchGame', { game: gameId })}</p>
        ) : (
          <>
            {untranslated && <p className="notice rules-language">{t('language.rulesInEnglish')}</p>}
            {failed && <p className="error">{t('rules.loadFailed')}</p>}
            {ui.workbench && (
              <p className="rules-workbench">
                <a href="/lab" onClick={onLinkClick('/lab')}>
                  {t('lab.tryIt')}
                </a>
              </p>
            )}
            {loaded === null
              ? !failed && loading
              : (
                  <Suspense fallback={loading}>
                    <RulesView text={loaded.rules.text} lang={loaded.rules.language} />
                  </Suspense>
                )}
          </>
        )}
      </main>
    </div>
  );
}
