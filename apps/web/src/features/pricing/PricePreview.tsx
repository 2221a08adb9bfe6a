import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { calculateCost, type PaymentMethod } from '@curbside/domain';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { CostLines } from '../../entities/party/CostLines.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { couponDiscount } from '../../lib/cost.ts';
import { describeError } from '../../lib/errors.ts';
import { namedOptions } from '../../lib/options.ts';
import { useApiQuery } from '../../lib/query.ts';

/** How many ride, and how many bags: the same counts priced by the server and by the cost function. */
type Counts = { adults: number; children: number; luggage: number };
type Calculation = ResponseOf<typeof contract.discount.getDiscountCalculations>;

/**
 * A price preview: the server prices the ride once (trip or zone charge, rates, coupon); changing the gratuity or
 * the payment method re-prices it here with the same cost function the server uses.
 */
export function PricePreview({ money }: { money: (cents: number) => string }) {
  const { t } = useTranslation('pricing');
  const places = useApiQuery(routes.transportation.locations, {});
  const credit = useApiQuery(routes.transportation.percentagesForCredit, {});
  const options = namedOptions(places.data?.items);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [counts, setCounts] = useState<Counts>({ adults: 1, children: 0, luggage: 0 });
  const [couponCode, setCouponCode] = useState('');
  const [roomNumber, setRoomNumber] = useState('');
  const [gratuity, setGratuity] = useState('0');
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const countFields: { name: keyof Counts; label: string }[] = [
    { name: 'adults', label: t('preview.adults') },
    { name: 'children', label: t('preview.children') },
    { name: 'luggage', label: t('preview.luggage') },
  ];
  const [priced, setPriced] = useState<Calculation | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = async () => {
    if (!from || !to) return;
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      setPriced(
        await callEndpoint(routes.discount.getDiscountCalculations, {
          body: {
            fromLocationId: from,
            toLocationId: to,
            ...counts,
            ...(couponCode.trim() ? { couponCode: couponCode.trim() } : {}),
            ...(roomNumber.trim() ? { roomNumber: roomNumber.trim() } : {}),
          },
        }),
      );
    } catch (error) {
      setPriced(null);
      setErrors(problemFieldErrors(error));
      setFailure(describeError(error, t));
    } finally {
      setBusy(false);
    }
  };

  const cost = priced
    ? calculateCost({
        prices: priced.prices,
        ...counts,
        discount: couponDiscount(priced.coupon),
        serviceFeeBasisPoints: priced.rates.serviceFeeBasisPoints,
        taxBasisPoints: priced.rates.taxBasisPoints,
        gratuityBasisPoints: Number(gratuity) * 100,
        paymentMethod: payment,
        cardSurchargeBasisPoints: priced.rates.cardSurchargeBasisPoints,
      })
    : null;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <SectionTitle>{t('preview.title')}</SectionTitle>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label={t('fields.from')} data={options} value={from} onChange={setFrom} searchable />
          <Select
            label={t('fields.to')}
            data={options}
            value={to}
            onChange={setTo}
            searchable
            error={errors.toLocationId}
          />
          <TextInput
            label={t('preview.coupon')}
            value={couponCode}
            onChange={(event) => setCouponCode(event.currentTarget.value)}
            error={errors.couponCode}
            dir="ltr"
          />
          {countFields.map(({ name, label }) => (
            <NumberInput
              key={name}
              label={label}
              min={0}
              max={100}
              value={counts[name]}
              onChange={(v) => setCounts((current) => ({ ...current, [name]: Number(v) || 0 }))}
            />
          ))}
          <TextInput
            label={t('preview.room')}
            value={roomNumber}
            onChange={(event) => setRoomNumber(event.currentTarget.value)}
            error={errors.roomNumber}
          />
          <Select
            label={t('preview.gratuity')}
            data={(credit.data?.gratuityPercentages ?? [0]).map((p) => ({
              value: String(p),
              label: `${p} %`,
            }))}
            value={gratuity}
            onChange={(v) => setGratuity(v ?? '0')}
          />
          <Select
            label={t('preview.payment')}
            data={(['cash', 'account', 'card'] as const).map((m) => ({
              value: m,
              label: t(`preview.methods.${m}`),
            }))}
            value={payment}
            onChange={(v) => setPayment(v === 'card' || v === 'account' ? v : 'cash')}
          />
        </SimpleGrid>
        <Group>
          <Button onClick={preview} loading={busy} disabled={!from || !to}>
            {t('preview.run')}
          </Button>
        </Group>
        <FormErrorAlert message={failure} />
        {cost ? <CostLines cost={cost} money={money} label={t('preview.title')} /> : null}
      </Stack>
    </Paper>
  );
}
