import { builtInFields, customFields, MAX_CUSTOM_FIELDS } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { ownColumns } from '../../resources/table-store.ts';
import { builtInFieldsStore } from '../dispatch/booking-fields.ts';
import * as repo from './page-settings.repository.ts';

/*
 * `/Settings/PageSettings` (ADR 0085): the company's own booking fields, kept in its order, and the switches of
 * the built-in optional ones. Every booking path checks answers against them (dispatch/booking-fields.ts).
 */

const t = schema.customFields;

const customFieldRoutes = tableRoutes(
  customFields,
  t,
  {
    columns: ownColumns(
      t,
      'id',
      'label',
      'kind',
      'required',
      'choices',
      'onReservationForm',
      'onGuestLink',
      'onKiosk',
      'onBoardCard',
      'position',
      'active',
    ),
    search: repo.labelSearch,
    sort: { position: [t.position, t.createdAt] },
    filter: (query) => [query.active === undefined ? undefined : eq(t.active, query.active)],
    values: (input) => ({
      label: input.label,
      kind: input.kind,
      required: input.required,
      choices: input.kind === 'choice' ? input.choices : [],
      onReservationForm: input.onReservationForm,
      onGuestLink: input.onGuestLink,
      onKiosk: input.onKiosk,
      onBoardCard: input.onBoardCard,
      active: input.active,
      // A new field comes last.
      ...(input.id ? {} : { position: repo.nextPosition() }),
    }),
    active: (active) => ({ active }),
    position: t.position,
  },
  {
    beforeSave: async (tx, caller, input) => {
      if (input.id) return;
      if ((await repo.fieldCountForAdding(tx, caller.companyId)) >= MAX_CUSTOM_FIELDS) {
        throw unprocessable(
          `A company keeps at most ${MAX_CUSTOM_FIELDS} custom fields.`,
          'CUSTOM_FIELDS_FULL',
          { max: MAX_CUSTOM_FIELDS },
        );
      }
    },
  },
);

export const pageSettingsRoutes = (deps: Deps) => [
  ...customFieldRoutes(deps),
  ...bindSettings(deps, builtInFields, builtInFieldsStore),
];
