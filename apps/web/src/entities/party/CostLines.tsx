import type { CostBreakdown } from '@curbside/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LINES = [
  'subtotalCents',
  'discountCents',
  'serviceFeeCents',
  'taxCents',
  'gratuityCents',
  'cardSurchargeCents',
  'totalCents',
] as const;

export interface CostLinesProps {
  cost: CostBreakdown;
  money: (cents: number) => string;
  /** Accessible name of the table. */
  label: string;
}

/** The lines of a price computed by `calculateCost`, the total in bold. */
export function CostLines({ cost, money, label }: CostLinesProps) {
  const { t } = useTranslation('party');
  return (
    <Table aria-label={label} withRowBorders={false} maw={420}>
      <Table.Tbody>
        {LINES.map((line) => (
          <Table.Tr key={line} data-line={line}>
            <Table.Td>
              <Text size="sm" fw={line === 'totalCents' ? 700 : 400}>
                {t(`preview.lines.${line}`)}
              </Text>
            </Table.Td>
            <Table.Td ta="end" dir="ltr">
              <Text size="sm" fw={line === 'totalCents' ? 700 : 400}>
                {line === 'discountCents' && cost[line] > 0 ? `−${money(cost[line])}` : money(cost[line])}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
