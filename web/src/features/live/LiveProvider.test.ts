import type { RecoveryRequest } from '@core/contracts/jobs';
import { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@web/features/auth';
import { dispatchKeys } from '@web/features/dispatch';
import { conditionReportsQuery } from '@web/features/inspections';
import { activityQuery, recoveryRequestQuery, recoveryRequestsQuery } from '@web/features/jobs';
import { payoutsKeys } from '@web/features/payouts';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent } from './LiveProvider';

const job = { id: 'j1', status: 'in_progress', lastPosition: null } as unknown as RecoveryRequest;

describe('applyLiveEvent', () => {
  it('writes a live position into the cached request through its owner key', () => {
    const client = new QueryClient();
    client.setQueryData(recoveryRequestQuery('j1').queryKey, job);
    applyLiveEvent(client, {
      type: 'job.location',
      jobId: 'j1',
      lat: 32.7,
      lng: -96.8,
      at: '2025-05-10T15:00:00Z',
    });
    expect(client.getQueryData(recoveryRequestQuery('j1').queryKey)?.lastPosition).toEqual({
      lat: 32.7,
      lng: -96.8,
      at: '2025-05-10T15:00:00Z',
    });
    // Nothing cached for another job: nothing is created.
    applyLiveEvent(client, { type: 'job.location', jobId: 'j2', lat: 1, lng: 2, at: '2025-05-10T15:00:00Z' });
    expect(client.getQueryData(recoveryRequestQuery('j2').queryKey)).toBeUndefined();
  });

  it('refreshes every read about jobs on a job event, and nothing else', () => {
    const client = new QueryClient();
    const jobReads = [
      recoveryRequestsQuery().queryKey,
      recoveryRequestQuery('j1').queryKey,
      conditionReportsQuery('j1').queryKey,
      dispatchKeys.driverJobs,
      payoutsKeys.earnings,
      activityQuery().queryKey,
    ];
    for (const key of jobReads) client.setQueryData(key, []);
    client.setQueryData(accountKeys.me, null);
    applyLiveEvent(client, {
      type: 'job.updated',
      jobId: 'j1',
      jobNumber: 'PW-1001',
      status: 'delivered',
      paymentStatus: 'paid',
    });
    for (const key of jobReads) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(client.getQueryState(accountKeys.me)?.isInvalidated).toBe(false);
  });
});
