import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  Paper,
  Rating,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { CallFailureAlert } from '../../components/FormError.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';

type Survey = ResponseOf<typeof contract.feedback.getFeedbackSurvey>;
type Scale = Survey['ratingScale'];

const ZERO_TO_TEN = Array.from({ length: 11 }, (_, n) => String(n));

/** A score on the company's scale: five stars, or a row of 0–10 a thumb can hit. */
function ScoreInput({
  scale,
  value,
  onChange,
  label,
}: {
  scale: Scale;
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const { t } = useTranslation('guest-view');
  if (scale === 'stars') {
    return (
      <Stack gap={4}>
        <Text fw={500}>{label}</Text>
        <Rating
          size="xl"
          value={Number(value) || 0}
          onChange={(stars) => onChange(String(stars))}
          getSymbolLabel={(stars) => t('survey.starLabel', { count: stars })}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={4} role="radiogroup" aria-label={label}>
      <Text fw={500}>{label}</Text>
      <Chip.Group value={value} onChange={(next) => onChange(String(next))}>
        <Group gap={6} dir="ltr">
          {ZERO_TO_TEN.map((n) => (
            <Chip key={n} value={n} size="md" type="radio">
              {n}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

function ReviewInvitation({ url }: { url: string | null }) {
  const { t } = useTranslation('guest-view');
  if (!url) return null;
  return (
    <Text>
      {t('survey.review')}{' '}
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        {t('survey.reviewLink')}
      </Anchor>
    </Text>
  );
}

/**
 * The survey of a finished ride, by the link's key: a score on the company's scale, a comment and the company's
 * extra questions. Every respondent who finishes sees the review-site invitation, whatever their score.
 */
export function FeedbackSurvey({
  partyKey,
  partyStatus,
  showClosed = false,
}: {
  partyKey: string;
  /** The ride's status as the page last read it: the survey opens when it becomes Dropped off. */
  partyStatus?: number;
  /** The survey's own page says when it is not open yet; the ride's page just leaves it out. */
  showClosed?: boolean;
}) {
  const { t, i18n } = useTranslation('guest-view');
  const arabic = i18n.language.startsWith('ar');
  const survey = useApiQuery(routes.feedback.getFeedbackSurvey, { body: { key: partyKey } });
  const { refetch } = survey;
  useEffect(() => {
    if (partyStatus !== undefined) void refetch();
  }, [partyStatus, refetch]);
  const save = useWrite(routes.feedback.saveFeedBackResponse);
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missingScore, setMissingScore] = useState(false);

  if (!survey.data) {
    if (!showClosed) return null;
    return survey.isPending ? (
      <ScreenLoader />
    ) : (
      <EmptyState title={t('guestView.unknownLink')} description={t('guestView.unknownLinkHint')} />
    );
  }
  const data = survey.data;
  if (save.data) {
    return (
      <Paper withBorder radius="lg" p="md" component="section">
        <Stack gap="sm">
          <Title order={2} fz="h4" role="status">
            {t('survey.thanks')}
          </Title>
          <ReviewInvitation url={save.data.reviewSiteUrl} />
        </Stack>
      </Paper>
    );
  }
  if (data.answered) {
    return (
      <Paper withBorder radius="lg" p="md" component="section">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('survey.alreadyGiven')}
          </Title>
          <ReviewInvitation url={data.reviewSiteUrl} />
        </Stack>
      </Paper>
    );
  }
  if (!data.open) {
    // On its own page the survey not yet open still has its heading: the guest knows where the link led.
    return showClosed ? (
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guest-survey-closed">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="guest-survey-closed">
            {t('survey.title')}
          </Title>
          <Alert variant="light">{t('survey.notOpen')}</Alert>
        </Stack>
      </Paper>
    ) : null;
  }

  const submit = () => {
    if (score === '') {
      setMissingScore(true);
      return;
    }
    setMissingScore(false);
    void save.run({
      body: {
        key: partyKey,
        score: Number(score),
        comment,
        answers: Object.entries(answers).map(([questionId, answer]) => ({ questionId, answer })),
      },
    });
  };
  const answer = (id: string) => answers[id] ?? '';
  const setAnswer = (id: string, value: string) => setAnswers((current) => ({ ...current, [id]: value }));

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guest-survey-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="guest-survey-title">
              {t('survey.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('survey.subtitle', { from: data.fromLocationName, to: data.toLocationName })}
            </Text>
          </Stack>
          <ScoreInput
            scale={data.ratingScale}
            value={score}
            onChange={setScore}
            label={data.ratingScale === 'stars' ? t('survey.stars') : t('survey.zeroToTen')}
          />
          {missingScore ? (
            <Text c="red" size="sm" role="alert">
              {t('survey.scoreRequired')}
            </Text>
          ) : null}
          {data.questions.map((question) => {
            const label = arabic ? question.textAr : question.text;
            if (question.answerType === 'rating') {
              return (
                <ScoreInput
                  key={question.id}
                  scale={data.ratingScale}
                  value={answer(question.id)}
                  onChange={(value) => setAnswer(question.id, value)}
                  label={label}
                />
              );
            }
            if (question.answerType === 'yesNo') {
              return (
                <Stack key={question.id} gap={4}>
                  <Text fw={500} id={`q-${question.id}`}>
                    {label}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={`q-${question.id}`}
                    value={answer(question.id)}
                    onChange={(value) => setAnswer(question.id, value)}
                    data={[
                      { value: 'yes', label: t('survey.yes') },
                      { value: 'no', label: t('survey.no') },
                    ]}
                  />
                </Stack>
              );
            }
            return (
              <Textarea
                key={question.id}
                label={label}
                maxLength={1000}
                autosize
                minRows={2}
                value={answer(question.id)}
                onChange={(event) => setAnswer(question.id, event.currentTarget.value)}
              />
            );
          })}
          <Textarea
            label={t('survey.comment')}
            maxLength={2000}
            autosize
            minRows={3}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <CallFailureAlert error={save.error} t={t} title={t('survey.failed')} />
          <Button type="submit" size="md" loading={save.busy}>
            {t('survey.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
