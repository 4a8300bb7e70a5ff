export { useNow } from '../../../lib/use-now';
