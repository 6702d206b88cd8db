/**
 * A job's inspection photos: the stages and the sides, without zod. Screens that only group or label
 * photos import these with their code; the wire schemas (core/contracts/dispatch.ts) load with the
 * first answer that needs them.
 */
export const REQUIRED_PHOTO_ANGLES = ['front', 'rear', 'left', 'right'] as const;
export const photoAngles = ['front', 'rear', 'left', 'right', 'odometer', 'other'] as const;
export type PhotoAngle = (typeof photoAngles)[number];
export const photoStages = ['before', 'after'] as const;
export type PhotoStage = (typeof photoStages)[number];
