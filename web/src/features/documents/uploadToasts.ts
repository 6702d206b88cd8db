import { t } from '@lingui/core/macro';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';

/** The upload texts of the product docs (product/platform §8), for every place a document is uploaded. */
export const toastDocumentUploaded = () =>
  toast({ title: t`Success`, description: t`Document uploaded successfully.` });

export const toastUploadFailed = (reason: unknown) =>
  toast({
    title: t`Upload Failed`,
    description: (typeof reason === 'string' ? reason : errorMessage(reason)) || t`Failed to upload document`,
    variant: 'destructive',
  });
