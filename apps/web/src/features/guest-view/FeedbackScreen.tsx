import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { FeedbackSurvey } from './FeedbackSurvey.tsx';

/**
 * `/FeedBack/{key}/{cId}`: the survey alone, as the drop-off message links it. The key decides whose ride it
 * is; the company id in the path is the specification's and is not trusted.
 */
export default function FeedbackScreen() {
  const { key = '' } = useParams();
  return (
    <Stack maw={560} mx="auto">
      <FeedbackSurvey partyKey={key} showClosed />
    </Stack>
  );
}
