export { applyLiveEvent, LiveProvider, useLive } from './LiveProvider';
