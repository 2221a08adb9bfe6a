import { FEATURES } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { seedHarborLocations } from './demo-locations.ts';
import { seedHarborParking } from './demo-parking.ts';
import { seedHarborParties } from './demo-parties.ts';
import { provisionCompany } from './provision.ts';
import { companies, feedbackQuestions, packages, platformAdmins, users, waitTypes } from './schema/index.ts';
import { inScope } from './scope.ts';

export const DEMO_ACCOUNTS = {
  superadmin: 'superadmin@curbside.example',
  harborView: {
    admin: 'admin@harborview.example',
    dispatcher: 'dispatcher@harborview.example',
    driver1: 'driver1@harborview.example',
    driver2: 'driver2@harborview.example',
  },
  lakeside: { admin: 'admin@lakeside.example' },
} as const;

/** Product areas a package can switch on; a company's package decides which it has. */

/**
 * The demo platform: a super-admin, the "Harbor View Hotel" with its staff, and "Lakeside Resort", so two
 * tenants can be seen side by side. Does nothing when any company exists already.
 */
export async function seedDemo(
  db: Database,
  options: { hashPassword: (password: string) => Promise<string>; password: string },
): Promise<boolean> {
  const passwordHash = await options.hashPassword(options.password);
  return inScope(db, { kind: 'platform' }, async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(companies);
    if ((existing?.count ?? 0) > 0) return false;

    const [pkg] = await tx
      .insert(packages)
      .values({ name: 'Complete', monthlyPriceCents: 49_900, messageQuota: 5_000, features: [...FEATURES] })
      .returning({ id: packages.id });
    if (!pkg) throw new Error('package insert returned nothing');
    await tx
      .insert(platformAdmins)
      .values({ name: 'Platform Admin', email: DEMO_ACCOUNTS.superadmin, passwordHash });

    const harbor = await provisionCompany(tx, {
      name: 'Harbor View Hotel',
      timeZone: 'America/New_York',
      currency: 'USD',
      packageId: pkg.id,
    });
    const hv = DEMO_ACCOUNTS.harborView;
    await tx.insert(users).values([
      {
        companyId: harbor.companyId,
        roleId: harbor.roleIds.ADMIN,
        name: 'Alex Morgan',
        email: hv.admin,
        phone: '+12125550100',
        passwordHash,
      },
      {
        companyId: harbor.companyId,
        roleId: harbor.roleIds.DISPATCHER,
        name: 'Dana Reyes',
        email: hv.dispatcher,
        phone: '+12125550101',
        passwordHash,
      },
      {
        companyId: harbor.companyId,
        roleId: harbor.roleIds.DRIVER,
        name: 'Sam Patel',
        email: hv.driver1,
        phone: '+12125550102',
        passwordHash,
        canBeDriver: true,
        shift: 'available',
      },
      {
        companyId: harbor.companyId,
        roleId: harbor.roleIds.DRIVER,
        name: 'Jordan Lee',
        email: hv.driver2,
        phone: '+12125550103',
        passwordHash,
        canBeDriver: true,
      },
    ]);

    await seedHarborLocations(tx, harbor.companyId);
    await seedHarborParties(tx, harbor.companyId);
    await seedHarborParking(tx, harbor.companyId);
    // A host's first shift starts with queues to add guests to (a stand without one can do nothing).
    await tx.insert(waitTypes).values([
      { companyId: harbor.companyId, name: 'Harbor Grill', defaultQuoteMinutes: 20 },
      { companyId: harbor.companyId, name: 'Taxi stand', defaultQuoteMinutes: 5, holdMinutes: 5 },
    ]);

    // The platform's question bank, so a company's feedback-questions screen has questions to choose from on its
    // first day; the companies ask none until they choose.
    await tx.insert(feedbackQuestions).values([
      { text: 'Was the vehicle clean?', textAr: 'هل كانت المركبة نظيفة؟', answerType: 'yesNo' },
      { text: 'Was your driver courteous?', textAr: 'هل كان السائق لبقًا؟', answerType: 'yesNo' },
      { text: 'How was the wait for your ride?', textAr: 'كيف كان انتظارك للرحلة؟', answerType: 'rating' },
      { text: 'How easy was booking?', textAr: 'ما مدى سهولة الحجز؟', answerType: 'rating' },
      { text: 'What could we do better?', textAr: 'ما الذي يمكننا تحسينه؟', answerType: 'text' },
    ]);

    const lakeside = await provisionCompany(tx, {
      name: 'Lakeside Resort',
      timeZone: 'America/Chicago',
      currency: 'USD',
      packageId: pkg.id,
    });
    await tx.insert(users).values({
      companyId: lakeside.companyId,
      roleId: lakeside.roleIds.ADMIN,
      name: 'Riley Chen',
      email: DEMO_ACCOUNTS.lakeside.admin,
      phone: '+13125550100',
      passwordHash,
    });
    return true;
  });
}
