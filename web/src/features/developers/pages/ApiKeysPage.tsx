import { Trans } from '@lingui/react/macro';
import { ApiKeysSection } from '../components/ApiKeysSection';

/** /company/api-keys: the company's API keys (a section of the company's settings). */
export function ApiKeysPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-extrabold text-slate-900">
        <Trans>Developers</Trans>
      </h1>
      <ApiKeysSection />
    </div>
  );
}
