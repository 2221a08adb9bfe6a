import { contract, packagePlans } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { platformTableRoutes } from '../../resources/platform-resource.ts';
import { packageStore } from './packages.repository.ts';
import * as service from './packages.service.ts';

const packageRoutes = platformTableRoutes(packagePlans, schema.packages, packageStore);

/** The platform's packages (a platform resource) and a company's change of package (ADR 63). */
export const packagesRoutes = (deps: Deps) => [
  ...packageRoutes(deps),
  ...bindArea(contract.company, {
    changePackage: ({ body, caller, ctx }) => service.changePackage(deps, ctx, caller, body),
  }),
];
