import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "role" namespace. */
export const ar: Translation<typeof en> = {
  roles: {
    ADMIN: 'مسؤول',
    DISPATCHER: 'مُنسّق',
    DRIVER: 'سائق',
    VALET: 'صفّاف سيارات',
    FRONTDESK: 'الاستقبال',
  },
};
