import { zones } from '@curbside/contract';
import { crudScreenOf } from '../../components/crudPlain.tsx';

/** Areas of the city: zone charges price rides between them and a location may lie in one. */
export default crudScreenOf(zones, 'locations:zones', {
  fields: { name: 'text', description: 'text', active: 'active' },
  initial: { name: '', description: '', active: true },
});
