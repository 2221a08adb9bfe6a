import { scheduleTimes } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { scheduleTimeStore } from './trips.repository.ts';

export const scheduleTimeRoutes = (deps: Deps) => bindCollection(deps, scheduleTimes, scheduleTimeStore);
