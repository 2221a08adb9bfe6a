import { parkingLots } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';

/** The company's parking lots and how many vehicles each holds. */
export default function ParkingLocationsScreen() {
  return (
    <CrudScreen
      resource={parkingLots}
      texts="parking:lots"
      plain={{
        fields: { name: 'text', address: 'optional', capacity: 'count', status: 'status' },
        initial: { name: '', address: '', capacity: 0, status: 'active' },
      }}
    />
  );
}
