import type { DutyStatus, TimeClockEventType } from '@core/timeclock';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The web's words for core/timeclock's labels (same English; core stays shared with the server). */
export const dutyStatusMessages: Record<DutyStatus, MessageDescriptor> = {
  off_duty: msg`Off duty`,
  on_duty: msg`On duty`,
  driving: msg`Driving`,
  break: msg`On break`,
};

export const eventMessages: Record<TimeClockEventType, MessageDescriptor> = {
  clock_in: msg`Clock in`,
  clock_out: msg`Clock out`,
  break_start: msg`Start break`,
  break_end: msg`End break`,
  driving_start: msg`Start driving`,
  driving_end: msg`End driving`,
};

/** core/timeclock's eventSuccessText, the product's words ("You have successfully clock in"). */
export const eventSuccessMessages: Record<TimeClockEventType, MessageDescriptor> = {
  clock_in: msg`You have successfully clock in`,
  clock_out: msg`You have successfully clock out`,
  break_start: msg`You have successfully break start`,
  break_end: msg`You have successfully break end`,
  driving_start: msg`You have successfully driving start`,
  driving_end: msg`You have successfully driving end`,
};
