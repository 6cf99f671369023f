import { Languages } from 'lucide-react';
import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage, currentLanguage, useTranslation } from './index';

/** The header's language switch: each language named in itself, the choice kept on this device. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className="language-switch">
      <Languages size={18} aria-hidden />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={currentLanguage()}
        onChange={(e) => {
          const chosen = LANGUAGES.find((l) => l === e.target.value);
          if (chosen) void chooseLanguage(chosen);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
