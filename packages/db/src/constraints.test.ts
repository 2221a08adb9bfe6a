import { describe, expect, it } from 'vitest';
import { constraintField } from './constraints.ts';

describe('constraintField', () => {
  it('names the field of a unique index and of a foreign key', () => {
    expect(constraintField('zones_company_name_key')).toBe('name');
    expect(constraintField('locations_company_id_zone_id_zones_company_id_id_fk')).toBe('zoneId');
  });

  it('knows a name longer than PostgreSQL keeps by the 63 bytes PostgreSQL keeps of it', () => {
    const declared = 'locations_company_id_category_id_location_categories_company_id_id_fk';
    expect(declared.length).toBeGreaterThan(63);
    expect(constraintField(declared.slice(0, 63))).toBe('categoryId');
  });
});
