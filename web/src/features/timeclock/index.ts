/** What other features may use from the time clock. */
export { TIME_CLOCK_PREFIX, timeClockQueries } from './api';
export { DriversOnlyAlert, TimeClockPanel } from './components/TimeClockPanel';
