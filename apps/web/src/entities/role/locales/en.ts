/** English strings of the "role" namespace: the seeded roles' names, where a screen cannot list the company's. */
export const en = {
  roles: {
    ADMIN: 'Administrator',
    DISPATCHER: 'Dispatcher',
    DRIVER: 'Driver',
    VALET: 'Valet',
    FRONTDESK: 'Front desk',
  },
};
