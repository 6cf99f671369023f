/**
 * The web client's one message catalogue per language (catalogues.ts), bundled with the app:
 * no network backend, and nothing i18next does needs eval, so the server's strict CSP holds.
 *
 * The language is the player's own choice when they made one (the header's switch, kept in
 * localStorage), else the first of the browser's languages we speak, else English.
 */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { EN, ES } from './catalogues';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** Where the player's own choice is kept. */
export const LANGUAGE_KEY = 'decktet-table:language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof EN };
  }
}

const detector = new LanguageDetector();

/**
 * The joins a language makes where a placeholder meets the words around it, applied to every
 * message after its placeholders are filled: Spanish contracts "de el" and "a el" before a name
 * ("la Luna de el Mountain" → "la Luna del Mountain", "ataca a el trol" → "ataca al trol"). A language
 * without such joins needs no entry.
 */
export const JOINS: Partial<Record<Language, (text: string) => string>> = {
  es: (text) => text.replace(/(^|[^\p{L}])([Dd]e|[Aa]) el (?=\p{L})/gu, (_, before: string, word: string) => `${before}${word}l `),
};

const primary = (language: unknown) => (typeof language === 'string' ? language.split('-')[0] : undefined) as Language | undefined;

void i18n
  .use({
    type: 'postProcessor',
    name: 'joins',
    process: (value: string, _key: unknown, options: { lng?: string }, translator: { language?: string }) => {
      const join = JOINS[primary(options.lng ?? translator.language) ?? 'en'];
      return join ? join(value) : value;
    },
  })
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: EN }, es: { translation: ES } },
    supportedLngs: [...LANGUAGES],
    // "es-MX" and "es-419" speak our Spanish; anything else falls back to English.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    // The resources are here already: ready before the first render, no Suspense.
    initAsync: false,
    // React escapes what it renders; escaping here too would show "&amp;" in names.
    interpolation: { escapeValue: false },
    postProcess: ['joins'],
    react: { useSuspense: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_KEY,
      // Only the switch stores a language: a player who never chose keeps following the browser.
      caches: [],
    },
  });

/** The language the catalogue speaks now (never a regional variant). */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return LANGUAGES.find((l) => l === resolved) ?? 'en';
}

function markDocument(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}
markDocument();
i18n.on('languageChanged', markDocument);

/** The player's choice from the switch: spoken at once and remembered on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  detector.cacheUserLanguage(language, ['localStorage']);
}

export { i18n };
export { Trans, useTranslation } from 'react-i18next';
