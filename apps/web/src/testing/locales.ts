import type { Language } from '../lib/i18n.ts';
import { COMPONENT_NAMESPACES, CORE_NAMESPACE } from '../lib/namespaces.ts';

type Messages = Record<string, unknown>;

// Tests read every namespace up front; the application fetches them one by one (see `lib/i18n.ts`).
const FILES = import.meta.glob<Partial<Record<Language, Messages>>>(
  [
    '../locales/{en,ar}.ts',
    '../features/*/locales/{en,ar}.ts',
    '../entities/*/locales/{en,ar}.ts',
    '../components/*/locales/{en,ar}.ts',
  ],
  { eager: true },
);

export interface LocaleFile {
  /** Relative to `src/`, e.g. `features/locations/locales/ar.ts`. */
  path: string;
  namespace: string;
  language: Language;
  messages: Messages;
}

export const LOCALE_FILES: LocaleFile[] = Object.entries(FILES).flatMap(([path, module]) => {
  const match = /^\.\.\/(?:locales|(?:features|entities|components)\/([^/]+)\/locales)\/(en|ar)\.ts$/.exec(
    path,
  );
  if (!match) return [];
  const component = Object.entries(COMPONENT_NAMESPACES).find(
    ([, folder]) => path === `../${folder}/${match[2]}.ts`,
  );
  const language = match[2] as Language;
  const messages = module[language];
  if (!messages) throw new Error(`${path} does not export "${language}"`);
  return [
    { path: path.slice(3), namespace: component?.[0] ?? match[1] ?? CORE_NAMESPACE, language, messages },
  ];
});

/** Every namespace in both languages, as `initI18n` takes them preloaded. */
export function allMessages(): Record<Language, Record<string, Messages>> {
  const all: Record<Language, Record<string, Messages>> = { en: {}, ar: {} };
  for (const file of LOCALE_FILES) all[file.language][file.namespace] = file.messages;
  return all;
}
