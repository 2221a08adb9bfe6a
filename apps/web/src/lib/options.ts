/** A select's choices from named rows (drivers, locations, makes): the id chosen, the name shown. */
export const namedOptions = (items: readonly { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));
