import { companyArticles } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { useRoleOptions } from '../../entities/role/roles.ts';
import { articleColumns, articleForm } from './articleForm.tsx';

/**
 * `/Settings/PostArticle` and `/ui/PostArticle`: the company's news for its staff, in both languages, with the
 * days it shows on `/Welcome` and the roles it is for.
 */
export default function PostArticleScreen() {
  const { t, i18n } = useTranslation('articles');
  const { options } = useRoleOptions();
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
