export { makeFecLine } from '../model/line';
