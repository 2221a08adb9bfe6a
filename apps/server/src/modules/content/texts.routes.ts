import { companyArticles, contract, helpTexts, platformArticles } from '@curbside/contract';
import { schema } from '@curbside/db';
import { dateIn } from '@curbside/domain';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { inCompany } from '../../resources/company-change.ts';
import { platformTableRoutes } from '../../resources/platform-resource.ts';
import {
  articlesOfDay,
  companyArticleStore,
  helpTextOf,
  helpTextStore,
  platformArticleStore,
} from './texts.repository.ts';

const companyArticleRoutes = tableRoutes(companyArticles, schema.companyArticles, companyArticleStore);
const platformArticleRoutes = platformTableRoutes(
  platformArticles,
  schema.platformArticles,
  platformArticleStore,
);
const helpTextRoutes = platformTableRoutes(helpTexts, schema.helpTexts, helpTextStore);

/**
 * Words people read in the console: the company's and the platform's articles (`/Welcome` shows the day's to
 * each role) and the platform's help texts behind each screen's "?".
 */
export const textRoutes = (deps: Deps) => [
  ...companyArticleRoutes(deps),
  ...platformArticleRoutes(deps),
  ...helpTextRoutes(deps),
  ...bindArea(contract.article, {
    geArticlesByDates: async ({ body, caller }) => {
      const date = body?.date ?? dateIn(caller.companyTimeZone);
      const items = await inCompany(deps, caller, (tx) =>
        articlesOfDay(tx, caller.companyId, date, caller.roleCode),
      );
      return { date, items };
    },
  }),
  ...bindArea(contract.company, {
    getHelpTextListByName: async ({ body, caller }) => ({
      item: (await inCompany(deps, caller, (tx) => helpTextOf(tx, body.screenName))) ?? null,
    }),
  }),
];
