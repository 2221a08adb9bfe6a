import { platformArticles } from '@curbside/contract';
import { SEEDED_ROLE_CODES } from '@curbside/domain';
import { useTranslation } from 'react-i18next';
import { ArticleList } from './articleForm.tsx';

/**
 * `/SuperAdmin/PostArticle`: the platform's articles, a platform resource (ADR 62) that every company's
 * `/Welcome` shows to the roles it names (every company has the seeded roles).
 */
export default function PlatformArticleScreen() {
  const { t } = useTranslation('articles');
  const options = SEEDED_ROLE_CODES.map((code) => ({ value: code, label: t(`roles.${code}`) }));
  return <ArticleList resource={platformArticles} texts="articles:platform" roles={options} />;
}
