import { zones } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';

/** Areas of the city: zone charges price rides between them and a location may lie in one. */
export default function ZonesScreen() {
  return (
    <CrudScreen
      resource={zones}
      texts="locations:zones"
      plain={{
        fields: { name: 'text', description: 'text', active: 'active' },
        initial: { name: '', description: '', active: true },
      }}
    />
  );
}
