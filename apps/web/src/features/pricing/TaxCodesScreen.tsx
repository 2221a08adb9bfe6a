import { taxCodes } from '@curbside/contract';
import { crudScreenOf } from '../../components/crudPlain.tsx';

/** Taxes, service charges and card surcharges, each a rate the cost of a ride adds. */
export default crudScreenOf(taxCodes, 'pricing:taxCodes', {
  fields: {
    code: 'ltr',
    name: 'text',
    kind: { kind: 'choice', choices: ['tax', 'service', 'card_surcharge'], words: 'taxCodes.kinds' },
    rateBasisPoints: { kind: 'percent', label: 'fields.rate' },
    active: 'active',
  },
  initial: { code: '', name: '', kind: 'tax', rateBasisPoints: 0, active: true },
  nameField: 'code',
});
