/** The choices of a company's permit card template that decide which facts it prints. */
export interface PermitCardChoices {
  showRoom: boolean;
  showVehicle: boolean;
  showPrice: boolean;
}

/** The permit's facts a card can print, already worded (dates and money in the reader's format). */
export interface PermitCardFacts {
  number: number;
  guestName: string;
  roomNumber: string;
  plate: string;
  plateRegion: string;
  make: string;
  model: string;
  colour: string;
  lotName: string;
  packageName: string;
  from: string;
  until: string;
  price: string;
}

export const PERMIT_CARD_LINES = [
  'permit',
  'guest',
  'room',
  'plate',
  'vehicle',
  'lot',
  'package',
  'from',
  'until',
  'price',
] as const;
export type PermitCardLine = (typeof PERMIT_CARD_LINES)[number];

/**
 * The labelled lines of a permit card, in print order: the template decides whether the room, the vehicle and
 * the price show, and a line with nothing to say (no room typed) is left out. The printed card and the e-mailed
 * one both come from here, so they never disagree.
 */
export function permitCardLines(
  choices: PermitCardChoices,
  facts: PermitCardFacts,
): { line: PermitCardLine; value: string }[] {
  const plate = [facts.plate, facts.plateRegion].filter(Boolean).join(' · ');
  const vehicle = [facts.colour, facts.make, facts.model].filter(Boolean).join(' ');
  const values: Record<PermitCardLine, string> = {
    permit: `#${facts.number}`,
    guest: facts.guestName,
    room: choices.showRoom ? facts.roomNumber : '',
    plate,
    vehicle: choices.showVehicle ? vehicle : '',
    lot: facts.lotName,
    package: facts.packageName,
    from: facts.from,
    until: facts.until,
    price: choices.showPrice ? facts.price : '',
  };
  return PERMIT_CARD_LINES.filter((line) => values[line] !== '').map((line) => ({
    line,
    value: values[line],
  }));
}
