/** The trip-costs domain's public face: the driver's way home, a job's costs, the month's totals. */
export {
  jobCostsQuery,
  jobReturnQuery,
  monthTotalsQuery,
  tripCostKeys,
  useBookTicket,
  useChooseReturn,
  useExcuseMissed,
  useMarkMissed,
  useReportMissed,
} from './api';
