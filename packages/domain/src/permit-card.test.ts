import { describe, expect, it } from 'vitest';
import { permitCardLines } from './permit-card.ts';

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

describe('permitCardLines', () => {
  it('prints what the template shows and leaves out what is empty', () => {
    const lines = permitCardLines({ showRoom: true, showVehicle: true, showPrice: false }, facts);
    expect(lines.map((l) => l.line)).toEqual([
      'permit',
      'guest',
      'plate',
      'vehicle',
      'lot',
      'package',
      'from',
      'until',
    ]);
    expect(lines.find((l) => l.line === 'plate')?.value).toBe('ABC 123 · CA');
    expect(lines.find((l) => l.line === 'vehicle')?.value).toBe('White Tesla Model 3');
  });

  it('adds the room and price when chosen, and hides the vehicle when not', () => {
    const lines = permitCardLines(
      { showRoom: true, showVehicle: false, showPrice: true },
      { ...facts, roomNumber: '1204' },
    );
    expect(lines.map((l) => l.line)).toEqual([
      'permit',
      'guest',
      'room',
      'plate',
      'lot',
      'package',
      'from',
      'until',
      'price',
    ]);
  });
});
