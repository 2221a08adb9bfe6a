import { ADMINS, screensOf } from './menu-item.ts';

const screen = screensOf('marketing');

/** The company's guests, as a list to reach them. */
export const MARKETING_MENU = [
  screen('Marketing/GuestManagment', 'menu.guestManagement', 'users', 490, ADMINS),
] as const;
