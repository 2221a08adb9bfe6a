import { createHash, randomBytes } from 'node:crypto';
import { PARTY_STATUS, type PartyAction, type PartyStatus } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import {
  locations,
  otherDrivers,
  parties,
  partyHistory,
  partyPayments,
  predefinedNotes,
  trips,
  users,
} from './schema/index.ts';

/** A guest link key: 256 random bits, base64url (DOMAIN.md asks for at least 128). */
export const newGuestKey = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps of a guest link's key: its SHA-256, hexadecimal (ADR 54). The key is 256 random
 * bits, so a plain hash is as strong as a keyed one; the database alone opens no guest's page.
 */
export const guestKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The stored hash of a key nobody holds: a new row's link exists once a message to its guest carries one. */
export const unheldGuestKey = (): string => guestKeyHash(newGuestKey());

interface DemoParty {
  guestName: string;
  phone: string;
  status: PartyStatus;
  /** Minutes from now (negative: in the past). */
  inMinutes: number;
  adults: number;
  children: number;
  luggage: number;
  to: string;
  /** The forward steps that brought the party to its status, oldest first. */
  steps: { action: PartyAction; from: PartyStatus | null; to: PartyStatus }[];
  withDriver: boolean;
  paidCash?: boolean;
}

const { Pending, Dispatched, PickedUp, InTransit, DroppedOff, Cancelled, Reservation, WillCall, MapRequest } =
  PARTY_STATUS;
const RODE: readonly PartyStatus[] = [PickedUp, InTransit, DroppedOff];
const booked = (to: PartyStatus) => ({ action: 'AddOrEditReservation' as PartyAction, from: null, to });
/** The action that moves a party on into each status the demo reaches after booking. */
const ACTION_INTO = {
  [Dispatched]: 'AssignDriver',
  [PickedUp]: 'PickUp',
  [InTransit]: 'Intransit',
  [DroppedOff]: 'DropOff',
  [Cancelled]: 'Cancel',
} as const satisfies Partial<Record<PartyStatus, PartyAction>>;
/** The steps of a party booked as `first` that then moved on through `later`, oldest first. */
const through = (first: PartyStatus, ...later: (keyof typeof ACTION_INTO)[]): DemoParty['steps'] => {
  const path = [first, ...later];
  const moves = later.map((to, index) => ({ action: ACTION_INTO[to], from: path[index] ?? null, to }));
  return [booked(first), ...moves];
};

const DEMO_PARTIES: DemoParty[] = [
  {
    guestName: 'Maria Gonzalez',
    phone: '+12125551001',
    status: Pending,
    inMinutes: -8,
    adults: 2,
    children: 1,
    luggage: 3,
    to: 'JFK Terminal 4',
    steps: through(Pending),
    withDriver: false,
  },
  {
    guestName: 'Tom Becker',
    phone: '+12125551002',
    status: Pending,
    inMinutes: -3,
    adults: 1,
    children: 0,
    luggage: 1,
    to: 'Penn Station',
    steps: through(Pending),
    withDriver: false,
  },
  {
    guestName: 'Aiko Tanaka',
    phone: '+12125551003',
    status: Dispatched,
    inMinutes: -5,
    adults: 2,
    children: 0,
    luggage: 2,
    to: 'LaGuardia Terminal B',
    steps: through(Pending, Dispatched),
    withDriver: true,
  },
  {
    guestName: 'Liam O’Brien',
    phone: '+12125551004',
    status: PickedUp,
    inMinutes: -20,
    adults: 3,
    children: 0,
    luggage: 4,
    to: 'Newark Terminal C',
    steps: through(Pending, Dispatched, PickedUp),
    withDriver: true,
  },
  {
    guestName: 'Fatima Al-Sayed',
    phone: '+12125551005',
    status: InTransit,
    inMinutes: -35,
    adults: 2,
    children: 2,
    luggage: 2,
    to: 'Times Square',
    steps: through(Pending, Dispatched, PickedUp, InTransit),
    withDriver: true,
  },
  {
    guestName: 'Noah Williams',
    phone: '+12125551006',
    status: Reservation,
    inMinutes: 180,
    adults: 2,
    children: 0,
    luggage: 2,
    to: 'JFK Terminal 4',
    steps: through(Reservation),
    withDriver: false,
    paidCash: true,
  },
  {
    guestName: 'Chloe Martin',
    phone: '+12125551007',
    status: WillCall,
    inMinutes: 90,
    adults: 1,
    children: 0,
    luggage: 1,
    to: 'Javits Center',
    steps: through(WillCall),
    withDriver: false,
  },
  {
    guestName: 'Ravi Kumar',
    phone: '+12125551008',
    status: MapRequest,
    inMinutes: -2,
    adults: 2,
    children: 0,
    luggage: 0,
    to: 'Manhattan Cruise Terminal',
    steps: through(MapRequest),
    withDriver: false,
  },
  {
    guestName: 'Emma Schmidt',
    phone: '+12125551009',
    status: DroppedOff,
    inMinutes: -120,
    adults: 2,
    children: 0,
    luggage: 2,
    to: 'Penn Station',
    steps: through(Pending, Dispatched, PickedUp, DroppedOff),
    withDriver: true,
    paidCash: true,
  },
  {
    guestName: 'Lucas Silva',
    phone: '+12125551010',
    status: Cancelled,
    inMinutes: -240,
    adults: 1,
    children: 0,
    luggage: 1,
    to: 'LaGuardia Terminal B',
    steps: through(Reservation, Cancelled),
    withDriver: false,
  },
];

/**
 * Harbor View's parties in every open status and a few finished ones, with their history, one cash payment
 * each where paid, its predefined notes and a partner taxi: the board has something to show at first start.
 */
export async function seedHarborParties(tx: Tx, companyId: string): Promise<void> {
  const [lobby] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.name, 'Harbor View Hotel lobby')));
  const [driver] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.canBeDriver, true), eq(users.shift, 'available')));
  const places = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.companyId, companyId));
  const tripRows = await tx
    .select({ id: trips.id, from: trips.fromLocationId, to: trips.toLocationId, adult: trips.adultCents })
    .from(trips)
    .where(eq(trips.companyId, companyId));
  if (!lobby || !driver) throw new Error('seed Harbor View locations and drivers before its parties');

  await tx.insert(predefinedNotes).values([
    { companyId, kind: 'party', text: 'Wheelchair accessible vehicle', sortOrder: 10 },
    { companyId, kind: 'party', text: 'Child seat needed', sortOrder: 20 },
    { companyId, kind: 'party', text: 'Extra luggage', sortOrder: 30 },
    { companyId, kind: 'parking', text: 'Oversized vehicle', sortOrder: 10 },
  ]);
  await tx.insert(otherDrivers).values([
    {
      companyId,
      name: 'Yellow Cab Co.',
      phone: '+12125559000',
      description: 'Partner taxi at the front door',
    },
    { companyId, name: 'Liberty Limousine', phone: '+12125559001', description: 'Black car service' },
  ]);

  const now = Date.now();
  for (const demo of DEMO_PARTIES) {
    const to = places.find((p) => p.name === demo.to);
    if (!to) throw new Error(`unknown demo location ${demo.to}`);
    const trip = tripRows.find((t) => t.from === lobby.id && t.to === to.id);
    const tripCents = (trip?.adult ?? 2_500) * (demo.adults + demo.children);
    const luggageCents = demo.luggage * 300;
    const totalCents = tripCents + luggageCents;
    const scheduledAt = new Date(now + demo.inMinutes * 60_000);
    const ended = demo.status === DroppedOff || demo.status === Cancelled;
    const [party] = await tx
      .insert(parties)
      .values({
        companyId,
        status: demo.status,
        guestName: demo.guestName,
        phone: demo.phone,
        adults: demo.adults,
        children: demo.children,
        luggage: demo.luggage,
        fromLocationId: lobby.id,
        toLocationId: to.id,
        tripId: trip?.id ?? null,
        scheduledAt,
        quotedWaitMinutes: demo.status === Pending ? 15 : null,
        driverId: demo.withDriver ? driver.id : null,
        tripCents,
        luggageCents,
        totalCents,
        paidCents: demo.paidCash ? totalCents : 0,
        guestKey: unheldGuestKey(),
        pickedUpAt: RODE.includes(demo.status) ? scheduledAt : null,
        droppedOffAt: demo.status === DroppedOff ? new Date(scheduledAt.getTime() + 40 * 60_000) : null,
        endedAt: ended ? new Date(scheduledAt.getTime() + 40 * 60_000) : null,
        version: demo.steps.length,
        createdAt: new Date(Math.min(now, scheduledAt.getTime()) - 30 * 60_000),
      })
      .returning({ id: parties.id });
    if (!party) throw new Error('party insert returned nothing');
    await tx.insert(partyHistory).values(
      demo.steps.map((step, index) => ({
        companyId,
        partyId: party.id,
        action: step.action,
        fromStatus: step.from,
        toStatus: step.to,
        userName: RODE.includes(step.to) ? driver.name : 'Dana Reyes',
        userId: RODE.includes(step.to) ? driver.id : null,
        createdAt: new Date(Math.min(now, scheduledAt.getTime()) - (30 - index * 5) * 60_000),
      })),
    );
    if (demo.paidCash) {
      await tx.insert(partyPayments).values({
        companyId,
        partyId: party.id,
        kind: 'payment',
        method: 'cash',
        amountCents: totalCents,
      });
    }
  }
}
