import './kiosk.css';
import { createRoot } from 'react-dom/client';
import { KioskApp } from './KioskApp.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<KioskApp />);
