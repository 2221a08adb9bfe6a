import type { MessageLanguage } from '@curbside/domain';
import type { TFunction } from 'i18next';

/** A select's choices from named rows (drivers, locations, makes): the id chosen, the name shown. */
export const namedOptions = (items: readonly { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** The languages a user's texts and screens may be in, each in the words of the language menu. */
export const languageOptions = (t: TFunction): { value: MessageLanguage; label: string }[] => [
  { value: 'en', label: t('nav.english') },
  { value: 'ar', label: t('nav.arabic') },
];

/** A language's name as the language menu writes it. */
export const languageName = (t: TFunction, language: MessageLanguage) =>
  languageOptions(t).find((option) => option.value === language)?.label ?? language;

/**
 * A choice's options whose words are kept by value under one key (`ftp.methods` holds `password` and `key`), in
 * the order given: a select's `options` or `data`, a segmented control's `data`.
 */
export const wordOptions = <V extends string>(t: TFunction, words: string, values: readonly V[]) =>
  values.map((value) => ({ value, label: t(`${words}.${value}`) }));
