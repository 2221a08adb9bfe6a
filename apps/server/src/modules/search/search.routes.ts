import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './search.service.ts';

/** The console's search (ADR 91). */
export const searchRoutes = (deps: Deps) =>
  bindArea(contract.search, {
    getSearchResult: ({ body, caller }) => service.getSearchResult(deps, caller, body.key),
  });
