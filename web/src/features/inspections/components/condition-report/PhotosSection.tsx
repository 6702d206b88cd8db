import type { RecoveryRequest } from '@core/contracts/jobs';
import { type ConditionPhotoKind, requiredConditionPhotos } from '@core/inspections';
import { useLingui } from '@lingui/react/macro';
import { conditionPhotoMessages } from '../../labels';
import { PhotoButton, queuePhoto, Section, type Stage } from '../capture';
import type { LocalPhoto } from './types';

/** The photos the truck type requires (and, with nobody there, the keys and where it was left). */
export function PhotosSection({
  job,
  stage,
  photos,
  customerNotAvailable,
}: {
  job: RecoveryRequest;
  stage: Stage;
  photos: LocalPhoto[];
  customerNotAvailable: boolean;
}) {
  const { t } = useLingui();
  const kinds: ConditionPhotoKind[] = requiredConditionPhotos(job.vehicleType);
  const extra = customerNotAvailable
    ? ([
        ['keys', t`Keys`],
        ['left_at', t`Where it was left`],
      ] as const)
    : [];
  const latest = (kind: string) => [...photos].reverse().find((p) => p.kind === kind);
  return (
    <Section title={t`Photos`} description={t`Each photo is stamped with the time and where the phone is.`}>
      <div className="grid grid-cols-2 gap-2">
        {kinds.map((kind) => {
          const label = t(conditionPhotoMessages[kind]);
          return (
            <PhotoButton
              key={kind}
              label={label}
              done={latest(kind)?.url}
              far={latest(kind)?.farFromSite}
              onFile={(file) => void queuePhoto(job.id, stage, kind, file, t`${label} photo`)}
            />
          );
        })}
        {extra.map(([kind, label]) => (
          <PhotoButton
            key={kind}
            label={label}
            done={latest(kind)?.url}
            onFile={(file) => void queuePhoto(job.id, stage, kind, file, t`${label} photo`)}
          />
        ))}
      </div>
    </Section>
  );
}
