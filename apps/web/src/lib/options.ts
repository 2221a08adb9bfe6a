import type { TFunction } from 'i18next';

/** A select's choices from named rows (drivers, locations, makes): the id chosen, the name shown. */
export const namedOptions = (items: readonly { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** The languages a user's texts and screens may be in, each in the words of the language menu. */
export const languageOptions = (t: TFunction) => [
  { value: 'en', label: t('nav.english') },
  { value: 'ar', label: t('nav.arabic') },
];
