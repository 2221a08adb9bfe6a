import { inScope, type Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { storedPhone } from '../company/company-formats.ts';
import { queuePush } from '../push/push.service.ts';
import * as drivers from './drivers.repository.ts';
import type { ActionRequest } from './party-actions.ts';

// Who can take a party: the company's drivers and its other drivers, the lists dispatchers choose from,
// and the check a dispatching step (lifecycle.service.ts) runs on the one chosen.

type Db = Pick<Deps, 'db'>;

/** A staff driver or an "other driver" (a taxi, a partner): the contract lets exactly one through. */
export interface DriverChoice {
  driverId?: string | undefined;
  otherDriverId?: string | undefined;
}

/** Why a user cannot take a party now; null when they can. */
export function whyNotAssignable(driver: drivers.DriverRow, vehicleRequired: boolean): string | null {
  if (!driver.canBeDriver) return `${driver.name} is not a driver.`;
  if (driver.status !== 'active') return `${driver.name} is inactive.`;
  if (!driver.onShift) return `${driver.name} is not on shift.`;
  if (vehicleRequired && driver.vehicle === null) return `${driver.name} has no current vehicle.`;
  return null;
}

export async function driverList(deps: Db, user: CompanyUserPrincipal, status: 'assignable' | 'all') {
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const vehicleRequired = await drivers.requiresVehicle(tx, user.companyId);
    const rows = await drivers.drivers(tx, user.companyId);
    const items = rows.map(({ canBeDriver: _, ...row }) => ({
      ...row,
      assignable: whyNotAssignable({ ...row, canBeDriver: true }, vehicleRequired) === null,
    }));
    return { items: status === 'assignable' ? items.filter((item) => item.assignable) : items };
  });
}

export async function otherDriverList(
  deps: Db,
  user: CompanyUserPrincipal,
  status: 'active' | 'inactive' | 'all',
) {
  const items = await inScope(deps.db, scopeOf(user), (tx) =>
    drivers.otherDrivers(tx, user.companyId, status),
  );
  return { items };
}

/**
 * The columns a dispatch sets once the chosen driver passes: a staff driver must be assignable, an other
 * driver active; choosing one clears the other.
 */
async function driverChanges(tx: Tx, companyId: string, choice: DriverChoice) {
  if (choice.driverId !== undefined) {
    const driver = await drivers.findUserAsDriver(tx, companyId, choice.driverId);
    if (!driver) throw notFound('driver');
    const why = whyNotAssignable(driver, await drivers.requiresVehicle(tx, companyId));
    if (why)
      throw unprocessable(
        `This party cannot be dispatched to ${driver.name}: ${why}`,
        'DRIVER_NOT_ASSIGNABLE',
      );
    return { driverId: driver.id, otherDriverId: null };
  }
  if (choice.otherDriverId !== undefined) {
    const other = await drivers.findOtherDriver(tx, companyId, choice.otherDriverId);
    if (!other) throw notFound('other_driver');
    if (!other.active) {
      throw unprocessable(`${other.name} is inactive and cannot take parties.`, 'DRIVER_NOT_ASSIGNABLE');
    }
    return { driverId: null, otherDriverId: other.id };
  }
  throw unprocessable('Choose a driver or an other driver.', 'DRIVER_REQUIRED');
}

/**
 * A dispatching step (`AssignDriver`, `ConvertGMapToDispatch`): the driver is checked inside the step's
 * transaction, and its columns written by the step's one UPDATE.
 */
export function dispatchRequest(
  user: CompanyUserPrincipal,
  base: Omit<ActionRequest, 'changes' | 'check'>,
  choice: DriverChoice,
  quotedWait?: number | undefined,
): ActionRequest {
  const changes: NonNullable<ActionRequest['changes']> = {};
  return {
    ...base,
    changes,
    check: async (tx) => {
      Object.assign(changes, await driverChanges(tx, user.companyId, choice));
      if (quotedWait !== undefined) changes.quotedWaitMinutes = quotedWait;
    },
    // The driver's phone is told of the new ride, even in the background (ADR 111); not a driver taking it.
    after: async (tx, party) => {
      await base.after?.(tx, party);
      if (changes.driverId && changes.driverId !== user.userId) {
        await queuePush(tx, user.companyId, { userId: changes.driverId }, 'assignment');
      }
    },
  };
}

export async function saveOtherDriver(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: { id?: string | undefined; name: string; phone: string; description: string; active: boolean },
) {
  const { id, ...typed } = input;
  const values = { ...typed, phone: storedPhone(typed.phone, user.companyCountry, 'body.phone') };
  const duplicate = () => conflict(`An other driver named ${values.name} already exists.`, 'DUPLICATE_NAME');
  try {
    return await inScope(deps.db, scopeOf(user), async (tx) => {
      if (await drivers.otherDriverNameTaken(tx, user.companyId, values.name, id)) throw duplicate();
      const saved = await drivers.saveOtherDriver(tx, user.companyId, id, values);
      if (!saved) throw notFound('other_driver');
      await audit(tx, ctx, {
        companyId: user.companyId,
        action: id ? 'other-driver.updated' : 'other-driver.created',
        entity: 'other_driver',
        entityId: saved.id,
        after: saved,
      });
      return saved;
    });
  } catch (error) {
    // The unique key is the last guard against two saves racing.
    if (isUniqueViolation(error, 'other_drivers_company_name_key')) throw duplicate();
    throw error;
  }
}
