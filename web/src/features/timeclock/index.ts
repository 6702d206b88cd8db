/** What other features may use from the time clock. */
export { timeClockQueries } from './api';
export { DriversOnlyAlert, TimeClockPanel } from './components/TimeClockPanel';
export { TIME_CLOCK_PREFIX } from './keys';
export { dutyStatusMessages, eventMessages } from './labels';
