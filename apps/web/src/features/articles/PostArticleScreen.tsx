import { companyArticles } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { SEEDED_ROLE_CODES } from '@curbside/domain';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';
import { articleColumns, articleForm } from './articleForm.tsx';

/**
 * `/Settings/PostArticle` and `/ui/PostArticle`: the company's news for its staff, in both languages, with the
 * days it shows on `/Welcome` and the roles it is for.
 */
export default function PostArticleScreen() {
  const { t, i18n } = useTranslation('articles');
  // The company's own roles where the caller may see them; the seeded ones otherwise.
  const mayListRoles = useAllowed('rule:users.manage');
  const roles = useApiQuery(routes.userManagement.getRoles, { query: {} }, { enabled: mayListRoles });
  const options = roles.data
    ? roles.data.items.map((role) => ({ value: role.code, label: role.name }))
    : SEEDED_ROLE_CODES.map((code) => ({ value: code, label: t(`roles.${code}`) }));
  return (
    <CrudScreen
      resource={companyArticles}
      texts="articles:company"
      columns={articleColumns(t, i18n.language)}
      form={articleForm(t, options)}
      nameOf={(row) => row.title.en}
    />
  );
}
