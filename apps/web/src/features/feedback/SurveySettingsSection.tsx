import { feedbackSettings } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { wordOptions } from '../../lib/options.ts';

/** The company's survey settings (Feedback/GetFeedBackSettings): on or off, its scale, its alert, its review site. */
export function SurveySettingsSection() {
  const { t } = useTranslation('feedback');
  return (
    <Section id="survey-settings" title={t('surveySettings.title')} maw={640}>
      <SettingsForm
        definition={feedbackSettings}
        fields={[
          { name: 'surveyEnabled', label: t('surveySettings.surveyEnabled'), kind: 'switch' },
          {
            name: 'ratingScale',
            label: t('surveySettings.ratingScale'),
            kind: 'select',
            options: wordOptions(t, 'surveySettings', ['stars', 'zeroToTen']),
          },
          {
            name: 'alertThreshold',
            label: t('surveySettings.alertThreshold'),
            kind: 'integer',
            min: 0,
            max: 10,
          },
          { name: 'reviewSiteUrl', label: t('surveySettings.reviewSiteUrl'), kind: 'text', ltr: true },
        ]}
        toForm={(row) => ({ ...row, reviewSiteUrl: row.reviewSiteUrl ?? '' })}
        toInput={(values) => ({ ...values, reviewSiteUrl: values.reviewSiteUrl || null })}
      />
    </Section>
  );
}
