import { describe, expect, it } from 'vitest';
import { PERMIT_CARD_LINES, type PermitCardLine, permitCardLines } from './permit-card.ts';

const facts = {
  number: 7,
  guestName: 'Dana Reyes',
  roomNumber: '',
  plate: 'ABC 123',
  plateRegion: 'CA',
  make: 'Tesla',
  model: 'Model 3',
  colour: 'White',
  lotName: 'Main garage',
  packageName: 'Valet night',
  from: 'Dec 1, 3:00 PM',
  until: 'Dec 2, 3:00 PM',
  price: '$45.00',
};

/** The card's lines in print order, but for those a test expects to be left out. */
const linesBut = (...left: PermitCardLine[]) => PERMIT_CARD_LINES.filter((line) => !left.includes(line));

describe('permitCardLines', () => {
  it('prints in the order a valet reads the card: the permit and guest, the car, the lot, the dates, the price', () => {
    expect(PERMIT_CARD_LINES.join(' ')).toBe('permit guest room plate vehicle lot package from until price');
  });

  it('prints what the template shows and leaves out what is empty', () => {
    const lines = permitCardLines({ showRoom: true, showVehicle: true, showPrice: false }, facts);
    expect(lines.map((l) => l.line)).toEqual(linesBut('room', 'price'));
    expect(lines.find((l) => l.line === 'plate')?.value).toBe('ABC 123 · CA');
    expect(lines.find((l) => l.line === 'vehicle')?.value).toBe('White Tesla Model 3');
  });

  it('adds the room and price when chosen, and hides the vehicle when not', () => {
    const lines = permitCardLines(
      { showRoom: true, showVehicle: false, showPrice: true },
      { ...facts, roomNumber: '1204' },
    );
    expect(lines.map((l) => l.line)).toEqual(linesBut('vehicle'));
  });
});
