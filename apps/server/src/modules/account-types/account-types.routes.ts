import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import { type Deps, scopeOf, signedIn } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { bindArea } from '../../plugins/contract.ts';
import { publish } from '../../plugins/realtime.ts';
import { companyUser, isUniqueViolation } from '../users/users.service.ts';

const t = schema.accountTypes;
const columns = { id: t.id, name: t.name, description: t.description, status: t.status };
const PATHS = ['AccountType/GetAccountTypes'];

export const accountTypeRoutes = (deps: Deps) =>
  bindArea(contract.accountType, {
    getAccountTypes: async ({ body, ctx }) => {
      const caller = companyUser(signedIn(ctx));
      const items = await inScope(deps.db, scopeOf(caller), (tx) =>
        tx
          .select(columns)
          .from(t)
          .where(and(eq(t.companyId, caller.companyId), body?.status ? eq(t.status, body.status) : undefined))
          .orderBy(asc(t.name)),
      );
      return { items };
    },
    addOrEditAccountType: async ({ body, ctx }) => {
      const caller = companyUser(signedIn(ctx));
      const { id, ...input } = body;
      const values = { name: input.name, description: input.description ?? null, status: input.status };
      const duplicate = () => conflict(`The account type ${input.name} exists already.`, 'DUPLICATE_NAME');
      try {
        return await inScope(deps.db, scopeOf(caller), async (tx) => {
          const [taken] = await tx
            .select({ id: t.id })
            .from(t)
            .where(
              and(eq(t.companyId, caller.companyId), eq(t.name, input.name), id ? ne(t.id, id) : undefined),
            );
          const [before] = id
            ? await tx
                .select(columns)
                .from(t)
                .where(and(eq(t.companyId, caller.companyId), eq(t.id, id)))
            : [];
          if (id && !before) throw notFound('The account type');
          if (taken) throw duplicate();
          const [saved] = id
            ? await tx
                .update(t)
                .set({ ...values, updatedAt: new Date() })
                .where(and(eq(t.companyId, caller.companyId), eq(t.id, id)))
                .returning(columns)
            : await tx
                .insert(t)
                .values({ companyId: caller.companyId, ...values })
                .returning(columns);
          if (!saved) throw notFound('The account type');
          await audit(tx, ctx, {
            companyId: caller.companyId,
            action: id ? 'account_type.updated' : 'account_type.created',
            entity: 'account_type',
            entityId: saved.id,
            before: before ?? null,
            after: saved,
          });
          await publish(tx, { companyId: caller.companyId, type: 'account_type.saved', paths: PATHS });
          return saved;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'account_types_company_name_key')) throw duplicate();
        throw error;
      }
    },
    deleteAccountType: async ({ body, ctx }) => {
      const caller = companyUser(signedIn(ctx));
      return inScope(deps.db, scopeOf(caller), async (tx) => {
        const [before] = await tx
          .delete(t)
          .where(and(eq(t.companyId, caller.companyId), eq(t.id, body.id)))
          .returning(columns);
        if (!before) throw notFound('The account type');
        await audit(tx, ctx, {
          companyId: caller.companyId,
          action: 'account_type.deleted',
          entity: 'account_type',
          entityId: before.id,
          before,
        });
        await publish(tx, { companyId: caller.companyId, type: 'account_type.deleted', paths: PATHS });
        return { id: before.id, deleted: true as const };
      });
    },
  });
