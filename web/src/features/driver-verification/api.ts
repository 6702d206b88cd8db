/** The drivers domain (server module `drivers`): the driver's own verification and availability. */
import type {
  AvailabilityInput,
  DriverPhotoKind,
  DriverProfile,
  DriverProfileInput,
} from '@core/contracts/drivers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@web/features/auth';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { uploadTo } from '@web/lib/upload';

const schema = contractOf<typeof import('@core/contracts/drivers')>();
const driverProfile = schema('driverProfile');

export const driverKeys = {
  profile: ['/api/driver', 'profile'] as const,
  nearby: ['/api/drivers/nearby'] as const,
};

/** GET /api/driver/profile: licence details, photos and verification status (403 for non-drivers). */
export const driverProfileQuery = () => apiQuery(driverKeys.profile, '/api/driver/profile', driverProfile);

/** GET /api/drivers/nearby: how many verified drivers are available right now. */
export const nearbyDriversQuery = () =>
  apiQuery(
    driverKeys.nearby,
    '/api/drivers/nearby',
    schema('nearbyDriversResponse'),
    (answer) => answer.count,
  );

export function useDriverProfile(enabled = true) {
  return useQuery({ ...driverProfileQuery(), enabled });
}

export function useNearbyDrivers() {
  return useQuery(nearbyDriversQuery());
}

/** Every answer is the whole profile: store it, and refresh `me` (isDriverVerified may have changed). */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: DriverProfile) => {
    queryClient.setQueryData(driverProfileQuery().queryKey, profile);
    void queryClient.invalidateQueries({ queryKey: accountKeys.me });
  };
}

/** PUT /api/driver/profile */
export function useSaveDriverProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: Required<DriverProfileInput>) =>
      sendJson('PUT', '/api/driver/profile', driverProfile, body),
    onSuccess: store,
  });
}

/** POST /api/driver/profile/:kind (multipart): the licence photo or the selfie. */
export function useUploadDriverPhoto(kind: DriverPhotoKind) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: uploadTo(`/api/driver/profile/${kind}`, driverProfile),
    onSuccess: store,
  });
}

/** POST /api/driver/profile/submit */
export function useSubmitForReview() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/driver/profile/submit', driverProfile),
    onSuccess: store,
  });
}

/** PUT /api/driver/availability: the switch alone, or the whole "Where and when you work" card. */
export function useSetAvailability() {
  const store = useStoreProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) => sendJson('PUT', '/api/driver/availability', driverProfile, body),
    onSuccess: (profile) => {
      store(profile);
      void queryClient.invalidateQueries({ queryKey: driverKeys.nearby });
    },
  });
}

/** POST /api/driver/position: where the phone is while the driver takes work. */
export async function postDriverPosition(fix: { lat: number; lng: number; accuracy?: number }) {
  return sendJson('POST', '/api/driver/position', schema('driverPositionResponse'), fix);
}
