import { taxCodes } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';

/** Taxes, service charges and card surcharges, each a rate the cost of a ride adds. */
export default function TaxCodesScreen() {
  return (
    <CrudScreen
      resource={taxCodes}
      texts="pricing:taxCodes"
      plain={{
        fields: {
          code: 'ltr',
          name: 'text',
          kind: { kind: 'choice', choices: ['tax', 'service', 'card_surcharge'], words: 'taxCodes.kinds' },
          rateBasisPoints: { kind: 'percent', label: 'fields.rate' },
          active: 'active',
        },
        initial: { code: '', name: '', kind: 'tax', rateBasisPoints: 0, active: true },
        nameField: 'code',
      }}
    />
  );
}
