import { type BodyOf, contract } from '@curbside/contract';
import { FEATURES } from '@curbside/domain';
import { expect } from 'vitest';
import type { TestClient } from './harness.ts';

type PackageBody = BodyOf<typeof contract.company.addOrEditPackage>;

/**
 * Puts a company on a package of its own, made by the platform's `platform` client: every feature, free, no
 * staff or kiosk limit and 1,000 messages unless `plan` says otherwise. Answers the package's id; a test that is
 * done with it puts the company back with `changePackage` and `packageId: null`.
 */
export async function onOwnPackage(
  platform: TestClient,
  companyId: string,
  plan: Pick<PackageBody, 'name'> & Partial<PackageBody>,
): Promise<string> {
  const made = await platform.call(contract.company.addOrEditPackage, {
    body: {
      monthlyPriceCents: 0,
      features: [...FEATURES],
      maxStaffUsers: null,
      maxKiosks: null,
      messageQuota: 1_000,
      ...plan,
    },
  });
  expect(made.status, JSON.stringify(made.problem)).toBe(200);
  const moved = await platform.call(contract.company.changePackage, {
    body: { companyId, packageId: made.data.id },
  });
  expect(moved.status, JSON.stringify(moved.problem)).toBe(200);
  return made.data.id;
}
