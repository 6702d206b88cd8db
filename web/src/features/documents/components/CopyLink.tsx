import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/** How long the copy button says Copied! (product/clients §9). */
export const COPY_CONFIRMATION_MS = 2000;

/** A generated link in a read-only field with a copy button; the toast texts differ per screen. */
export function CopyLink({
  url,
  label,
  copiedToast,
}: {
  url: string;
  label?: string;
  copiedToast: { title: string; description?: string };
}) {
  const { t } = useLingui();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      toast(copiedToast);
    } catch {
      toast({
        title: t`Copy failed`,
        description: t`Failed to copy URL to clipboard`,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label ?? <Trans>Share link</Trans>}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1"
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={copied ? t`Copied!` : t`Copy link`}>
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4 text-emerald-600" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          <span aria-live="polite">{copied ? <Trans>Copied!</Trans> : <Trans>Copy</Trans>}</span>
        </Button>
      </div>
    </div>
  );
}
