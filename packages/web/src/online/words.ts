/**
 * Times, durations and lists of names in the language the page speaks, through Intl: the
 * catalogue holds sentences, Intl knows how each language writes a time, "3 minutes" or "Ada and Bo".
 */
import { currentLanguage } from '../i18n';

/** The browser's own regional variant of the page's language ("en-GB", "es-MX"), else the language itself. */
export function readerLocale(): string {
  const language = currentLanguage();
  const spoken = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return spoken.find((l) => l.split('-')[0]!.toLowerCase() === language) ?? language;
}

/** "14:05" or "02:05 PM": a time of day as the reader's language and region write it, in their own time zone. */
export function timeOfDay(at: number): string {
  return new Intl.DateTimeFormat(readerLocale(), { hour: '2-digit', minute: '2-digit' }).format(at);
}

/** "30 Nov 2026" or "Nov 30, 2026": a day as the reader's language and region write it. */
export function calendarDate(at: number | string): string {
  return new Intl.DateTimeFormat(readerLocale(), { dateStyle: 'medium' }).format(new Date(at));
}

/** "1 minute", "90 seconds", "24 hours", "3 minutos". */
export function unitWords(count: number, unit: 'minute' | 'second' | 'hour'): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** "1 minute, 30 seconds", "1 minuto y 30 segundos": the parts of one duration. */
export function unitList(parts: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'unit', style: 'long' }).format(parts);
}

/** "Ada", "Ada and Bo", "Ada, Bo and Cy", "Ada, Bo y Cy" (British English: no serial comma, as the cards' suits). */
export function nameList(names: readonly string[]): string {
  const language = currentLanguage();
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction', style: 'long' }).format(names);
}
