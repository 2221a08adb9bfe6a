import type { TFunction } from 'i18next';

/**
 * The words of a list screen kept under one key, as `CrudScreen`'s `texts` keeps them (`title`, `description`,
 * `caption`, `add`, `empty`, and `emptyHint` where there is one), for a screen that gives `CrudScreen` its own
 * list (`useList`) and so names its words one by one.
 */
export function crudTexts(t: TFunction, key: string) {
  const emptyHint = t(`${key}.emptyHint`, { defaultValue: '' });
  return {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    caption: t(`${key}.caption`),
    addLabel: t(`${key}.add`),
    emptyTitle: t(`${key}.empty`),
    ...(emptyHint ? { emptyDescription: emptyHint } : {}),
  };
}
