/** The accounts domain's public face: who is signed in, the account check, signing in and out. */
export {
  accountKeys,
  deletionImpactQuery,
  meQuery,
  useChangePassword,
  useMe,
  useRequestDeletion,
  useSetSignedInUser,
  useUpdateRole,
} from './api';
export { EmailVerificationCard } from './components/EmailVerificationCard';
export { NewPasswordFields } from './components/NewPasswordFields';
export { OperatorGate } from './components/OperatorGate';
export { ResendEmailLink } from './components/ResendEmailLink';
export { SignInCard } from './components/SignInCard';
export { SignInLine } from './components/SignInLine';
export { StepUpHost } from './components/StepUpHost';
export { WithMe } from './components/WithMe';
export { loginPathFor, safeNextPath } from './next';
export { PendingDeletionDialog } from './pendingDeletion';
export { FILES_CACHE, KEPT_DB } from './phoneStores';
export {
  passkeyErrorMessage,
  passkeysSupported,
  useAddPasskey,
  useConfirmTotp,
  useNewRecoveryCodes,
  useRemovePasskey,
  useRemoveTotp,
  useSecurity,
  useSetupTotp,
} from './security-api';
export { useEndOtherSessions, useEndSession, useSessions } from './sessions-api';
export { useSignOut } from './useSignOut';
export {
  EMAIL_UNVERIFIED_CODE,
  useChangeEmail,
  useConfirmPhoneCode,
  useSendPhoneCode,
} from './verification-api';
