import { DESK, OFFICE, screensOf } from './menu-item.ts';

const screen = screensOf('team');

/** The company's staff at work: who is on, a driver's own status, the drivers' reports. */
export const TEAM_MENU = [
  screen('Team/UserList', 'menu.teamUserList', 'users', 200, DESK),
  screen('MyStatus', 'menu.myStatus', 'steering', 210, ['DRIVER']),
  screen('Team/DriverReports', 'menu.driverReports', 'chart-bar', 220, OFFICE),
] as const;
