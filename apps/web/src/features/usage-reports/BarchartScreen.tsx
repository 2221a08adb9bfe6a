import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { UsageChart } from '../../entities/usage/UsageChart.tsx';

/** `/Subscription/Barchart`: the company's own usage month by month, as a chart (ADR 89). */
export default function BarchartScreen() {
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader texts="usage-reports:barchart" />
      <UsageChart months={12} />
    </Stack>
  );
}
