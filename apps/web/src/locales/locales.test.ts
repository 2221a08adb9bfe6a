import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, localeFolder } from '../lib/i18n.ts';
import { COMPONENT_NAMESPACES, CORE_NAMESPACE, FEATURE_NAMESPACES, type Feature } from '../lib/namespaces.ts';
import { LOCALE_FILES } from '../testing/locales.ts';

const SRC = join(import.meta.dirname, '..');

/** Core sections every screen shares; any other core key must be used by the shell or the shared components. */
const SHARED_CORE_SECTIONS = [
  'app',
  'common',
  'validation',
  'errors',
  'nouns',
  'table',
  'chart',
  'nav',
  'resource',
  'fields',
  'menu',
];

function leaves(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : leaves(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

const keysOf = new Map<string, { en: Set<string>; ar: Set<string> }>();
for (const file of LOCALE_FILES) {
  const entry = keysOf.get(file.namespace) ?? { en: new Set<string>(), ar: new Set<string>() };
  entry[file.language] = new Set(leaves(file.messages));
  keysOf.set(file.namespace, entry);
}

/** The kiosk's page has its own small dictionary, whose keys TypeScript checks (`kiosk/words.ts`, ADR 79). */
const OWN_DICTIONARY = join(SRC, 'kiosk');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'testing' || path === OWN_DICTIONARY
        ? []
        : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The literal keys a file passes to `t(...)`. */
function usedKeys(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:-]+)'/g)].map((match) => match[1] ?? '');
}

/** The namespaces a file's `t` can reach: its feature's (or entity's) own, then core. */
function namespacesOf(path: string): { own: string | null; all: string[] } {
  const [area, name] = path.split('/');
  if (area === 'features' && name && name in FEATURE_NAMESPACES) {
    const spaces: readonly string[] = FEATURE_NAMESPACES[name as Feature];
    return { own: spaces[0] ?? null, all: [...spaces, CORE_NAMESPACE] };
  }
  if (area === 'entities' && name) return { own: name, all: [name, CORE_NAMESPACE] };
  const component = Object.entries(COMPONENT_NAMESPACES).find(([, folder]) =>
    path.startsWith(folder.replace(/locales$/, '')),
  );
  if (component) return { own: component[0], all: [component[0], CORE_NAMESPACE] };
  return { own: null, all: [CORE_NAMESPACE] };
}

const files = sourceFiles(SRC).map((path) => relative(SRC, path));
const shellKeys = new Set(
  files.filter((path) => namespacesOf(path).own === null).flatMap((path) => usedKeys(join(SRC, path))),
);

function split(key: string): { namespace: string | null; key: string } {
  const at = key.indexOf(':');
  return at < 0 ? { namespace: null, key } : { namespace: key.slice(0, at), key: key.slice(at + 1) };
}

/** A plural form's key (`sent_few`) as its stem and form; any other key as itself. */
const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;
const stemOf = (key: string) => PLURAL_FORM.exec(key)?.[1] ?? key;

describe('messages', () => {
  it('has the same keys in English and Arabic in every namespace', () => {
    const problems: string[] = [];
    for (const [namespace, { en, ar }] of keysOf) {
      const folder = localeFolder(namespace);
      const enStems = new Set([...en].map(stemOf));
      const arStems = new Set([...ar].map(stemOf));
      for (const key of enStems)
        if (!arStems.has(key)) problems.push(`${folder}/ar.ts lacks "${key}" (it is in en.ts)`);
      for (const key of arStems)
        if (!enStems.has(key)) problems.push(`${folder}/en.ts lacks "${key}" (it is in ar.ts)`);
    }
    expect(problems).toEqual([]);
  });

  it('reads a count in Arabic in the form its number takes, never as the bare key', () => {
    const t = i18n.getFixedT('ar', 'wait-list');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('stand.partySize', { count }))).toEqual([
      'لا أشخاص',
      'شخص واحد',
      'شخصان',
      '3 أشخاص',
      '11 شخصًا',
      '100 شخص',
    ]);
  });

  it('names one seat, one space and one party in the singular, in English and Arabic', () => {
    // '1 seats', '1 spaces' and 'Assign a driver to 1 parties' were what a small shuttle and a one-car lot read.
    const read = (language: 'en' | 'ar', namespace: string, key: string) =>
      [1, 2, 3].map((count) => i18n.getFixedT(language, namespace)(key, { count }));
    expect(read('en', 'dispatch', 'dispatch.assign.seats')).toEqual(['1 seat', '2 seats', '3 seats']);
    expect(read('en', 'parking', 'availability.capacity')).toEqual(['1 space', '2 spaces', '3 spaces']);
    expect(read('en', 'dispatch', 'dispatch.assign.bulkTitle')[0]).toBe('Assign a driver to 1 party');
    expect(read('ar', 'dispatch', 'dispatch.assign.seats')).toEqual(['مقعد واحد', 'مقعدان', '3 مقاعد']);
  });

  it("gives each plural exactly the forms of its language's plural rules", () => {
    // Arabic has six (zero, one, two, few, many, other): a key with English's two alone showed as its bare key
    // for 0, 2 and 3 to 99 guests.
    const problems: string[] = [];
    for (const [namespace, languages] of keysOf) {
      for (const language of ['en', 'ar'] as const) {
        const wanted = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        const forms = new Map<string, string[]>();
        for (const key of languages[language]) {
          const match = PLURAL_FORM.exec(key);
          if (match?.[1] && match[2]) forms.set(match[1], [...(forms.get(match[1]) ?? []), match[2]]);
        }
        for (const [stem, has] of forms) {
          const missing = wanted.filter((form) => !has.includes(form));
          const extra = has.filter((form) => !(wanted as string[]).includes(form));
          if (missing.length + extra.length > 0)
            problems.push(
              `${localeFolder(namespace)}/${language}.ts "${stem}": ${[
                ...missing.map((form) => `lacks _${form}`),
                ...extra.map((form) => `has _${form}, which ${language} does not use`),
              ].join(', ')}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every key a file uses in a namespace that file loads, in both languages', () => {
    const problems: string[] = [];
    for (const path of files) {
      const { own, all } = namespacesOf(path);
      for (const used of usedKeys(join(SRC, path))) {
        const { namespace, key } = split(used);
        const spaces = namespace ? [namespace] : all;
        for (const language of ['en', 'ar'] as const) {
          // A key used with a count is found by its plural forms (`key_one`, `key_other`...), as i18next does.
          const has = (space: string) => {
            const keys = keysOf.get(space)?.[language];
            return keys?.has(key) || keys?.has(`${key}_other`);
          };
          if (spaces.some(has)) continue;
          const home = localeFolder(namespace ?? own ?? CORE_NAMESPACE);
          problems.push(`"${used}" used in ${path} is missing: add it to ${home}/${language}.ts`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps in core only what the shell and the shared components use', () => {
    const problems: string[] = [];
    const users = new Map<string, string[]>();
    for (const path of files) {
      const { own } = namespacesOf(path);
      if (own) for (const key of usedKeys(join(SRC, path))) users.set(key, [...(users.get(key) ?? []), own]);
    }
    for (const key of keysOf.get(CORE_NAMESPACE)?.en ?? []) {
      const section = key.split('.')[0] ?? '';
      if (SHARED_CORE_SECTIONS.includes(section) || shellKeys.has(key)) continue;
      const owner =
        [...keysOf].find(
          ([namespace, keys]) =>
            namespace !== CORE_NAMESPACE && [...keys.en].some((k) => k.startsWith(`${section}.`)),
        )?.[0] ?? users.get(key)?.[0];
      problems.push(
        owner
          ? `locales/{en,ar}.ts "${key}" belongs in ${localeFolder(owner)}/{en,ar}.ts`
          : `locales/{en,ar}.ts "${key}" is used by no file of the shell: move it to its feature's locales/`,
      );
    }
    expect(problems).toEqual([]);
  });
});
