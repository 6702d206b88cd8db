import { type ShareType, shareTypes } from '@core/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useOneClickShare } from '../api';
import { shareTypeMessages } from '../labels';
import { CopyLink } from './CopyLink';

/**
 * Generate Share Link (product/platform §4): choose a lifetime (standard by default), generate, then the
 * link with a copy button and its expiry replace the generate button.
 */
export function ShareLinkDialog({
  document,
  onClose,
}: {
  document: { id: string; fileName: string } | null;
  onClose: () => void;
}) {
  const fileName = document?.fileName;
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Generate Share Link</Trans>
          </DialogTitle>
          <DialogDescription>
            {fileName ? (
              <Trans>
                Creates a temporary link anyone can use to view <strong>{fileName}</strong> until it expires.
                You can turn it off at any time.
              </Trans>
            ) : (
              <Trans>
                Creates a temporary link anyone can use to view it until it expires. You can turn it off at
                any time.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {document ? <OneClickSharePanel documentId={document.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export function OneClickSharePanel({ documentId }: { documentId: string }) {
  const { t } = useLingui();
  const [shareType, setShareType] = useState<ShareType>('standard');
  const share = useOneClickShare();
  const generated = share.data;
  const expires = generated ? formatDateTime(generated.expiresAt) : '';

  const generate = () =>
    share.mutate(
      { documentId, shareType },
      {
        onSuccess: () =>
          toast({ title: t`Link Generated`, description: t`Share link has been generated successfully.` }),
        onError: (err) =>
          toast({
            title: t`Link Generation Failed`,
            description: errorMessage(err) || t`Failed to generate share link`,
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={share.isPending || Boolean(generated)}>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          <Trans>Link lifetime</Trans>
        </legend>
        {shareTypes.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`lifetime-${documentId}`}
              value={type}
              checked={shareType === type}
              onChange={() => setShareType(type)}
              className="h-4 w-4 accent-brand-600"
            />
            {t(shareTypeMessages[type])}
          </label>
        ))}
      </fieldset>
      {generated ? (
        <div className="grid gap-2">
          <CopyLink
            url={generated.shareUrl}
            copiedToast={{ title: t`Link Copied`, description: t`Share link has been copied to clipboard.` }}
          />
          <p className="text-sm text-slate-600">
            <Trans>Expires {expires}</Trans>
          </p>
        </div>
      ) : (
        <Button onClick={generate} disabled={share.isPending}>
          {share.isPending ? (
            <Spinner className="h-4 w-4 text-white" />
          ) : (
            <Link2 aria-hidden="true" className="h-4 w-4" />
          )}
          <Trans>Generate Link</Trans>
        </Button>
      )}
    </div>
  );
}
