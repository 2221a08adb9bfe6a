import { GRATUITY_PERCENTAGES, type PaymentMethod } from '@curbside/domain';
import { Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CostLines } from './CostLines.tsx';
import { bindText, METHODS, type StepProps } from './reservation-values.ts';
import type { TripPrice } from './useTripPrice.ts';

export interface PriceStepProps extends StepProps {
  price: TripPrice;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  money: (cents: number) => string;
  /** Whether the company asks for a coupon (a built-in field it may switch off, ADR 0085). */
  showsCoupon?: boolean;
}

/** What it costs: the coupon, the gratuity, the payment method of the preview and the computed cost lines. */
export function PriceStep({
  values,
  errors,
  set,
  price,
  method,
  onMethod,
  money,
  showsCoupon = true,
}: PriceStepProps) {
  const { t } = useTranslation('party');
  const text = bindText({ values, errors, set });
  const { ends, cost, appliedCoupon, checkCoupon, checkingCoupon } = price;
  return (
    <>
      <Divider label={t('reservationDialog.cost')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {showsCoupon ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('reservationDialog.coupon')}
              {...text('couponCode')}
              dir="ltr"
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={checkCoupon}
              loading={checkingCoupon}
              disabled={!ends || !values.couponCode.trim()}
              mb={errors.couponCode ? 22 : 0}
            >
              {t('reservationDialog.applyCoupon')}
            </Button>
          </Group>
        ) : null}
        <Select
          label={t('reservationDialog.gratuity')}
          data={GRATUITY_PERCENTAGES.map((p) => ({ value: String(p), label: `${p} %` }))}
          value={String(values.gratuityPercent)}
          onChange={(value) => set('gratuityPercent', Number(value ?? 0))}
          allowDeselect={false}
        />
        <Select
          label={t('reservationDialog.paymentPreview')}
          data={METHODS.map((m) => ({ value: m, label: t(`preview.methods.${m}`) }))}
          value={method}
          onChange={(value) => onMethod(value === 'card' || value === 'account' ? value : 'cash')}
          allowDeselect={false}
        />
      </SimpleGrid>
      {appliedCoupon ? (
        <Text size="sm" c="teal" role="status">
          {t('reservationDialog.couponApplied', { code: appliedCoupon.code })}
        </Text>
      ) : null}
      <Paper withBorder p="sm" radius="md">
        {cost ? (
          <Stack gap={4}>
            <CostLines cost={cost} money={money} label={t('reservationDialog.cost')} />
            <Text size="xs" c="dimmed">
              {t('reservationDialog.costHint')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('reservationDialog.costUnavailable')}
          </Text>
        )}
      </Paper>
    </>
  );
}
