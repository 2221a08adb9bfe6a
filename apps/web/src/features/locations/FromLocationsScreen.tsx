import { SelectedLocations } from './SelectedLocations.tsx';

export default function FromLocationsScreen() {
  return <SelectedLocations list="from" />;
}
