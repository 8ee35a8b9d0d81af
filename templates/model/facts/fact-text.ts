export { factText } from '../../../cli/kit/fact-records';
