import { locationCategories } from '@curbside/contract';
import { crudScreenOf } from '../../components/crudPlain.tsx';

/** The kinds of place a location is (hotel, airport...), each with the icon its pin shows. */
export default crudScreenOf(locationCategories, 'locations:categories', {
  fields: { name: 'text', icon: { kind: 'ltr', hint: 'categories.iconHint' }, active: 'active' },
  initial: { name: '', icon: 'map-pin', active: true },
});
