import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from '../locales/ar.ts';
import { en } from '../locales/en.ts';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';

export const LANGUAGE_STORAGE_KEY = 'curbside.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: string): Direction {
  return language.startsWith('ar') ? 'rtl' : 'ltr';
}

/** The BCP 47 locale used to format dates and numbers in each language. */
export function localeOf(language: string): string {
  return language.startsWith('ar') ? 'ar' : 'en-GB';
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Storage can be unavailable (private mode); the default applies.
  }
  return 'en';
}

function applyToDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const i18n = i18next.createInstance();

/** Initialises the shared instance once; later calls only switch the language when one is given. */
export function initI18n(language: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next);
    void i18n.init({
      resources: { en: { translation: en }, ar: { translation: ar } },
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    i18n.on('languageChanged', applyToDocument);
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  applyToDocument(i18n.language);
  return i18n;
}

/** Switches the interface language, remembers it, and updates `<html dir lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but still applied.
  }
  await i18n.changeLanguage(language);
}
