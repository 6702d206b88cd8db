import type { SecondFactorChallenge } from '@core/contracts/security';
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
  const setUser = useSetSignedInUser();
  return (
    <div className="mx-auto w-full max-w-md py-2">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Confirm it's you</h1>
          <CardDescription>Your account has two-factor sign-in. One more step and you're in.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FactorProofForm
            methods={challenge.methods}
            submitLabel="Verify and sign in"
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
            Start again with your e-mail and password
          </button>
        </CardContent>
      </Card>
    </div>
  );
}
