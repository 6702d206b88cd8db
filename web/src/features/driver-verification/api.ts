import type { DriverProfile, driverProfileBody } from '@core/contracts/drivers';
import { driverProfile } from '@core/contracts/drivers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKey } from '@web/features/auth/api';
import { uploadImage } from '@web/features/jobs/api';
import { apiJson, getQueryFn } from '@web/lib/queryClient';
import type { z } from 'zod';

export const driverProfileKey = ['/api/driver/profile'] as const;

/** The signed-in driver's licence details, photos and verification status (403 for non-drivers). */
export function useDriverProfile(enabled = true) {
  return useQuery<DriverProfile>({
    queryKey: driverProfileKey,
    queryFn: async (ctx) => driverProfile.parse(await getQueryFn({ on401: 'throw' })(ctx)),
    enabled,
  });
}

/** Every answer is the whole profile: store it, and refresh `me` (isDriverVerified may have changed). */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: DriverProfile) => {
    queryClient.setQueryData(driverProfileKey, profile);
    void queryClient.invalidateQueries({ queryKey: meKey });
  };
}

export function useSaveDriverProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: z.output<typeof driverProfileBody>) =>
      apiJson<DriverProfile>('PUT', '/api/driver/profile', body),
    onSuccess: store,
  });
}

export type DriverPhotoKind = 'license-photo' | 'selfie';

export function useUploadDriverPhoto(kind: DriverPhotoKind) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadImage<DriverProfile>(`/api/driver/profile/${kind}`, file, onProgress),
    onSuccess: store,
  });
}

export function useSubmitForReview() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => apiJson<DriverProfile>('POST', '/api/driver/profile/submit'),
    onSuccess: store,
  });
}

export function useSetAvailability() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (isAvailable: boolean) =>
      apiJson<DriverProfile>('PUT', '/api/driver/availability', { isAvailable }),
    onSuccess: store,
  });
}
