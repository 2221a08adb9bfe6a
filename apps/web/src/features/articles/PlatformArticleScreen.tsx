import { platformArticles } from '@curbside/contract';
import { SEEDED_ROLE_CODES } from '@curbside/domain';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { articleColumns, articleForm } from './articleForm.tsx';

/**
 * `/SuperAdmin/PostArticle`: the platform's articles, a platform resource (ADR 62) that every company's
 * `/Welcome` shows to the roles it names (every company has the seeded roles).
 */
export default function PlatformArticleScreen() {
  const { t, i18n } = useTranslation('articles');
  const options = SEEDED_ROLE_CODES.map((code) => ({ value: code, label: t(`roles.${code}`) }));
  return (
    <CrudScreen
      resource={platformArticles}
      texts="articles:platform"
      columns={articleColumns(t, i18n.language)}
      form={articleForm(t, options)}
      nameOf={(row) => row.title.en}
    />
  );
}
