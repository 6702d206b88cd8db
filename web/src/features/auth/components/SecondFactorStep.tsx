import type { SecondFactorChallenge } from '@core/contracts/security';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { useSetSignedInUser } from '../api';
import { proveSecondFactor } from '../security-api';
import { FactorProofForm } from './FactorProofForm';

/** A sign-in's second step: the password was right; the passkey, app code or a recovery code finishes it. */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onStartAgain,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: () => void;
  onStartAgain: () => void;
}) {
  const { t } = useLingui();
  const setUser = useSetSignedInUser();
  return (
    <div className="mx-auto w-full max-w-md py-2">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Confirm it's you</Trans>
          </h1>
          <CardDescription>
            <Trans>Your account has two-factor sign-in. One more step and you're in.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FactorProofForm
            methods={challenge.methods}
            submitLabel={t`Verify and sign in`}
            onProve={async (proof) => {
              if (proof.method === 'password') return;
              setUser(await proveSecondFactor(challenge, proof));
              onSignedIn();
            }}
          />
          <button
            type="button"
            onClick={onStartAgain}
            className="justify-self-start text-sm text-slate-600 underline-offset-4 hover:underline"
          >
            <Trans>Start again with your e-mail and password</Trans>
          </button>
        </CardContent>
      </Card>
    </div>
  );
}
