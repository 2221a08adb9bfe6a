import { locationCategories } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';

/** The kinds of place a location is (hotel, airport...), each with the icon its pin shows. */
export default function LocationCategoryScreen() {
  return (
    <CrudScreen
      resource={locationCategories}
      texts="locations:categories"
      plain={{
        fields: { name: 'text', icon: { kind: 'ltr', hint: 'categories.iconHint' }, active: 'active' },
        initial: { name: '', icon: 'map-pin', active: true },
      }}
    />
  );
}
