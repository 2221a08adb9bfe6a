import { schema, type Tx } from '@curbside/db';
import { and, eq } from 'drizzle-orm';

const u = schema.users;
const r = schema.roles;
const c = schema.companies;

/** A company's active administrators (the seeded ADMIN role) to e-mail, with the company's name. */
export function adminsToTell(tx: Tx, companyId: string) {
  return tx
    .select({ email: u.email, company_name: c.name })
    .from(u)
    .innerJoin(r, and(eq(r.companyId, u.companyId), eq(r.id, u.roleId)))
    .innerJoin(c, eq(c.id, u.companyId))
    .where(and(eq(u.companyId, companyId), eq(r.code, 'ADMIN'), eq(u.status, 'active')));
}
