export { ActiveBadge } from '../../components/ActiveBadge.tsx';
