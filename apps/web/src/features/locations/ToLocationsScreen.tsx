import { SelectedLocations } from './SelectedLocations.tsx';

export default function ToLocationsScreen() {
  return <SelectedLocations list="to" />;
}
