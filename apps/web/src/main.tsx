import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'leaflet/dist/leaflet.css';
import './measure.css';
import { isSignInPath } from './signin/paths.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Opening the sign-in address starts a small page without React (ADR 0042): a person who is about to sign in
// downloads the form, not the application. Every other address starts the application.
if (isSignInPath(window.location.pathname)) {
  void import('./signin/page.ts').then(({ startSignInPage }) => startSignInPage(container));
} else {
  void import('./app/boot.tsx').then(({ bootApplication }) => bootApplication(container));
}
