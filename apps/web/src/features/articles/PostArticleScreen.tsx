import { companyArticles } from '@curbside/contract';
import { useRoleOptions } from '../../entities/role/roles.ts';
import { ArticleList } from './articleForm.tsx';

/**
 * `/Settings/PostArticle` and `/ui/PostArticle`: the company's news for its staff, in both languages, with the
 * days it shows on `/Welcome` and the roles it is for.
 */
export default function PostArticleScreen() {
  const { options } = useRoleOptions();
  return <ArticleList resource={companyArticles} texts="articles:company" roles={options} />;
}
