import type { TFunction } from 'i18next';
import type { SelectOption } from './fields/types.ts';

/**
 * A choice's options whose words are kept by value under one key (`ftp.methods` holds `password` and `key`), in
 * the order given: a select's `options` or `data`, a segmented control's `data`.
 */
export const wordOptions = (t: TFunction, words: string, values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: t(`${words}.${value}`) }));
