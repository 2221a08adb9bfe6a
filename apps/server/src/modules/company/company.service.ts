import {
  type CompanyProfile,
  type CompanySettings,
  type companyProfileSettings,
  IMAGE_USES,
  type SettingsInputOf,
} from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { type AuditAction, dateIn, timeZoneNames, utcOffsetText, zoneOffsetMinutes } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { keepFile, releaseFile } from '../files/files.repository.ts';
import { intakeImage } from '../files/image-intake.ts';
import * as company from './company.repository.ts';
import { companyFormatsOf } from './company-formats.ts';

function profileOf(row: company.ProfileRow): CompanyProfile {
  const { companyCountry, companyClock } = companyFormatsOf(row);
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    currency: row.currency,
    country: companyCountry,
    clock: companyClock,
    chosenClock: row.clock === '12' || row.clock === '24' ? row.clock : null,
    logoUrl: company.logoUrlOf(row.logoSha256),
  };
}

async function readProfile(tx: Tx, companyId: string, lock: boolean): Promise<company.ProfileRow> {
  const row = await company.findProfile(tx, companyId, lock);
  if (!row) throw notFound('company');
  return row;
}

/** The caller's company as its profile shows it. */
export function companyProfile(deps: Deps, caller: CompanyUserPrincipal): Promise<CompanyProfile> {
  return inCompany(deps, caller, async (tx) => profileOf(await readProfile(tx, caller.companyId, false)));
}

/**
 * A change of the company's own row, audited with the columns before and after. Row-level security lets a
 * company read its row but write none of it (its status and package are the platform's), so the change runs in
 * platform scope, on the caller's own company only, and its repository function touches only its own columns.
 */
function changeOwnRow<T>(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  action: AuditAction,
  work: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T }>,
): Promise<T> {
  return inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const { before, after, result } = await work(tx);
    await audit(tx, ctx, {
      companyId: caller.companyId,
      action,
      entity: 'company',
      entityId: caller.companyId,
      before,
      after,
    });
    return result;
  });
}

/** Sets the company's time zone, country and clock; every session of the company reads them at once. */
export function updateCompanyProfile(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: SettingsInputOf<typeof companyProfileSettings>,
): Promise<CompanyProfile> {
  return changeOwnRow(deps, ctx, caller, 'company.profile_updated', async (tx) => {
    const before = await readProfile(tx, caller.companyId, true);
    await company.updateProfile(tx, caller.companyId, input);
    const after = await readProfile(tx, caller.companyId, false);
    const fields = (row: company.ProfileRow) => ({
      timeZone: row.timeZone,
      country: row.country,
      clock: row.clock,
    });
    return { before: fields(before), after: fields(after), result: profileOf(after) };
  });
}

export async function companySettings(deps: Deps, caller: CompanyUserPrincipal): Promise<CompanySettings> {
  const row = await inCompany(deps, caller, (tx) => company.findSettings(tx, caller.companyId));
  if (!row) throw notFound('company');
  return row;
}

export function updateCompanySettings(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: CompanySettings,
): Promise<CompanySettings> {
  return changeOwnRow(deps, ctx, caller, 'company_settings.updated', async (tx) => {
    const before = await company.findSettings(tx, caller.companyId);
    if (!before) throw notFound('company');
    await company.updateSettings(tx, caller.companyId, input);
    const after = { dispatchRequiresVehicle: input.dispatchRequiresVehicle };
    return { before, after, result: after };
  });
}

/**
 * Sets or removes the company's logo. The image is checked and re-encoded before the transaction; the logo it
 * replaces leaves the store unless something else shows the same file.
 */
export async function updateCompanyLogo(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { logo: string | null },
): Promise<CompanyProfile> {
  const image =
    input.logo === null ? null : await intakeImage(input.logo, IMAGE_USES.companyLogo, 'body.logo');
  return inCompany(deps, caller, async (tx) => {
    const before = await readProfile(tx, caller.companyId, false);
    const file = image
      ? await keepFile(tx, caller.companyId, deps.config.fileQuotaBytes, image, 'body.logo')
      : null;
    if (file) await company.setLogo(tx, caller.companyId, file.sha256);
    else await company.removeLogo(tx, caller.companyId);
    if (before.logoSha256 && before.logoSha256 !== file?.sha256) {
      await releaseFile(tx, caller.companyId, before.logoSha256);
    }
    await recordChange(tx, ctx, caller, {
      action: 'company.logo_changed',
      entity: 'company',
      entityId: caller.companyId,
      before: { logo: before.logoSha256 },
      after: { logo: file?.sha256 ?? null },
    });
    return profileOf(await readProfile(tx, caller.companyId, false));
  });
}

/** Every zone a company may choose, with its offset now: west to east, then by name. */
export function timeZoneList(now: Date = new Date()) {
  const items = timeZoneNames().map((id) => {
    const offsetMinutes = zoneOffsetMinutes(id, now);
    return { id, offsetMinutes, offset: utcOffsetText(offsetMinutes * 60_000) };
  });
  items.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
  return { items };
}

/** The company's wall clock now, by its time zone. */
export function accountCurrentDateTime(caller: CompanyUserPrincipal, now: Date = new Date()) {
  const timeZone = caller.companyTimeZone;
  const offsetMinutes = zoneOffsetMinutes(timeZone, now);
  const wall = new Date(now.getTime() + offsetMinutes * 60_000);
  return {
    timeZone,
    now: now.toISOString(),
    date: dateIn(timeZone, now),
    time: wall.toISOString().slice(11, 16),
    offset: utcOffsetText(offsetMinutes * 60_000),
  };
}
