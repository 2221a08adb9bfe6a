import type { CompanyAccount, companyAccounts } from '@curbside/contract';
import { inScope, provisionCompany, type Tx } from '@curbside/db';
import type { z } from 'zod';
import type { Deps, RequestContext } from '../../context.ts';
import { duplicate } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { queueInvitation } from '../users/invitations.ts';
import { emailTaken } from '../users/users.repository.ts';
import * as repo from './companies.repository.ts';

export type NewCompany = z.output<typeof companyAccounts.createCompany.body>;

/**
 * Makes a company with everything a company starts with (`provisionCompany`: roles, their screens and access
 * rules, account types; templates and settings are the defaults until it saves its own, ADR 64) and its first
 * administrator, inside the caller's transaction. The administrator has a password only when `passwordHash`
 * is given (a self sign-up); otherwise they are invited.
 */
export async function startCompany(
  tx: Tx,
  ctx: RequestContext,
  input: NewCompany,
  passwordHash: string | null,
): Promise<{ companyId: string; administratorId: string }> {
  // Platform scope sees every company's users: the user name is unique across the platform.
  if (await emailTaken(tx, input.administratorEmail)) throw duplicate('administratorEmail');
  const { companyId, roleIds } = await provisionCompany(tx, {
    name: input.name,
    timeZone: input.timeZone,
    currency: input.currency,
    country: input.country,
  });
  const user = await repo.insertAdministrator(tx, {
    companyId,
    roleId: roleIds.ADMIN,
    name: input.administratorName,
    email: input.administratorEmail,
    language: input.language,
    passwordHash,
  });
  await audit(tx, ctx, {
    companyId,
    action: 'company.created',
    entity: 'company',
    entityId: companyId,
    after: {
      name: input.name,
      timeZone: input.timeZone,
      currency: input.currency,
      country: input.country,
      administratorId: user.id,
      selfSignUp: passwordHash !== null,
    },
  });
  return { companyId, administratorId: user.id };
}

/** The database's own answer to two makers of the same administrator at once: the same 409 as the check. */
export async function oneAdministrator<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw duplicate('administratorEmail');
    throw error;
  }
}

/**
 * `Company/CreateCompany`: the company and its administrator, invited by e-mail with a one-time link to choose a
 * password (seven days). One transaction: a clash on the administrator's e-mail leaves no company behind.
 */
export const createCompany = (deps: Deps, ctx: RequestContext, input: NewCompany, siteUrl: string) =>
  oneAdministrator(() =>
    inScope(deps.db, { kind: 'platform' }, async (tx) => {
      const created = await startCompany(tx, ctx, input, null);
      await queueInvitation(
        tx,
        created.companyId,
        {
          id: created.administratorId,
          name: input.administratorName,
          email: input.administratorEmail,
          phone: null,
        },
        'email',
        siteUrl,
      );
      return created;
    }),
  );

export async function allAccounts(deps: Deps, filter: repo.AccountFilter) {
  const { rows, total } = await inScope(deps.db, { kind: 'platform' }, (tx) =>
    repo.pageOfAccounts(tx, filter),
  );
  const items: CompanyAccount[] = rows.map(({ parties, permits, waitListGuests, messages, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    activity: { parties, permits, waitListGuests, messages },
  }));
  return { items, total, page: filter.page, pageSize: filter.pageSize };
}
