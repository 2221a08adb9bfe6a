import { parkingLots } from '@curbside/contract';
import { crudScreenOf } from '../../components/crudPlain.tsx';

/** The company's parking lots and how many vehicles each holds. */
export default crudScreenOf(parkingLots, 'parking:lots', {
  fields: { name: 'text', address: 'optional', capacity: 'count', status: 'status' },
  initial: { name: '', address: '', capacity: 0, status: 'active' },
});
