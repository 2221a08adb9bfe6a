import { SelectedLocations } from './SelectedLocations.tsx';

export default function QuickLocationsScreen() {
  return <SelectedLocations list="quick" />;
}
