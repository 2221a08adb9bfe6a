import i18next from 'i18next';
import { COMPONENT_NAMESPACES, CORE_NAMESPACE, SHARED_NAMESPACES } from './namespaces.ts';

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

type Messages = Record<string, unknown>;
type LocaleModule = Partial<Record<Language, Messages>>;

// One chunk per language and namespace, fetched on demand: only the chosen language's files are downloaded.
const LOCALE_FILES = import.meta.glob<LocaleModule>([
  '../locales/{en,ar}.ts',
  '../features/*/locales/{en,ar}.ts',
  '../entities/*/locales/{en,ar}.ts',
  '../components/*/locales/{en,ar}.ts',
]);

/**
 * Where a namespace's messages live, relative to `src/`: `locales/`, `features/<ns>/locales/`,
 * `entities/<ns>/locales/` or a component's folder (`COMPONENT_NAMESPACES`).
 */
export function localeFolder(namespace: string): string {
  if (namespace === CORE_NAMESPACE) return 'locales';
  if (namespace in COMPONENT_NAMESPACES)
    return COMPONENT_NAMESPACES[namespace as keyof typeof COMPONENT_NAMESPACES];
  return (SHARED_NAMESPACES as readonly string[]).includes(namespace)
    ? `entities/${namespace}/locales`
    : `features/${namespace}/locales`;
}

export const i18n = i18next.createInstance();

/** The namespaces asked for so far, loaded again in the new language when the language changes. */
const wanted = new Set<string>([CORE_NAMESPACE]);

async function loadBundle(language: Language, namespace: string): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const load = LOCALE_FILES[`../${localeFolder(namespace)}/${language}.ts`];
  if (!load) throw new Error(`No ${language} messages for the namespace ${namespace}`);
  const messages = (await load())[language];
  if (!messages) throw new Error(`The ${language} messages of ${namespace} export no "${language}"`);
  i18n.addResourceBundle(language, namespace, messages, true, true);
}

/** Loads namespaces in the current language before a screen that uses them renders; a failure rejects. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const language = isLanguage(i18n.language) ? i18n.language : storedLanguage();
  await Promise.all(namespaces.map((namespace) => loadBundle(language, namespace)));
}

/**
 * Initialises the shared instance once; later calls switch the language when one is given. `preloaded` gives
 * messages up front (the tests load every namespace); otherwise await the result before the first render.
 */
export async function initI18n(
  language: Language = storedLanguage(),
  preloaded?: Partial<Record<Language, Record<string, Messages>>>,
): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    // No React here: the sign-in page uses these messages without the application (ADR 0042); the app binds
    // react-i18next through its I18nextProvider.
    // Synchronous with `initAsync: false` and in-memory resources: no backend, the bundles are added as loaded.
    void i18n.init({
      resources: preloaded ?? {},
      lng: language,
      // Every language has every key (a test checks it), so no fallback language is downloaded as well.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [CORE_NAMESPACE],
      defaultNS: CORE_NAMESPACE,
      // A screen's `t` looks in its own namespace, then in core and the shared entities it shows.
      fallbackNS: [CORE_NAMESPACE, ...SHARED_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    i18n.on('languageChanged', applyToDocument);
  } else if (i18n.language !== language) {
    await switchTo(language);
  }
  await loadNamespaces([...wanted]);
  applyToDocument(i18n.language);
  return i18n;
}

/** Loads what the new language lacks first, so no screen shows keys meanwhile; switches at once when all is there. */
async function switchTo(language: Language): Promise<void> {
  const absent = [...wanted].filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (absent.length > 0) await Promise.all(absent.map((namespace) => loadBundle(language, namespace)));
  await i18n.changeLanguage(language);
}

/** Switches the interface language, remembers it, and updates `<html dir lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but still applied.
  }
  await switchTo(language);
}
