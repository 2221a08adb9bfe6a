// Its own module so the lazy import takes only the container: importing the package itself would keep the whole
// package in the chunk that already imports its store.
export { Notifications as default } from '@mantine/notifications';
