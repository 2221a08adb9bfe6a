import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { WillCallQueue } from './permits/WillCallQueue.tsx';

/** /ParkingPermit/ParkingWillCall: the live will-call queue (WillCallQueue) under its heading. */
export default function ParkingWillCallScreen() {
  const { t } = useTranslation('parking');
  return (
    <Stack>
      <PageHeader title={t('willCall.title')} description={t('willCall.description')} />
      <WillCallQueue />
    </Stack>
  );
}
