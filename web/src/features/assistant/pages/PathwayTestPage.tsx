import { testerCommands } from '@core/assistant';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@web/components/PageTitle';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/queryClient';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useAskAssistant } from '../api';

/**
 * /pathway-test (product/platform §2): sends the three canned commands and prints the raw answer. Only where the
 * server runs outside production: otherwise the route shows the not-found page (app/router.tsx).
 */
export function PathwayTestPage() {
  const { t } = useLingui();
  const ask = useAskAssistant();
  const [output, setOutput] = useState('');
  return (
    <div className="grid gap-4">
      <PageTitle
        icon={FlaskConical}
        title={t`AI response tester`}
        subtitle={t`Development only: remove before production.`}
      />
      <div className="grid gap-2 sm:grid-cols-3">
        {testerCommands.map((command) => (
          <Button
            key={command}
            type="button"
            variant="outline"
            disabled={ask.isPending}
            onClick={() =>
              ask.mutate(
                { command },
                {
                  onSuccess: (answer) => setOutput(JSON.stringify(answer, null, 2)),
                  onError: (err) => setOutput(errorMessage(err)),
                },
              )
            }
          >
            {command}
          </Button>
        ))}
      </div>
      <pre
        aria-live="polite"
        className="min-h-24 overflow-x-auto rounded-xl bg-slate-900 p-3 text-xs text-slate-100"
      >
        {output || t`Press a button to send its command.`}
      </pre>
    </div>
  );
}
