import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TOO_LARGE,
  type DocumentType,
  documentTypes,
  expiringDocumentTypes,
  MAX_DOCUMENT_BYTES,
} from '@core/contracts/documents';
import { documentUploadProblems } from '@core/documents';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { rulesResolver, useAppForm } from '@web/lib/forms';
import { cn } from '@web/lib/utils';
import { FileUp, Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useUploadDocument } from '../api';
import { documentTypeMessages } from '../labels';
import { formatBytes } from '../status';
import { toastDocumentUploaded, toastUploadFailed } from '../uploadToasts';
import { UploadProgress } from './UploadProgress';

interface UploadValues {
  documentType: DocumentType | '';
  expiresOn: string;
  file: File | null;
}

const emptyUpload = (): UploadValues => ({ documentType: '', expiresOn: '', file: null });

/** The rules' words from core, in the reader's language (an unknown one is shown as core says it). */
const problemMessages: Record<string, MessageDescriptor> = {
  'Please select a document type': msg`Please select a document type`,
  'Please upload a document file': msg`Please upload a document file`,
  [DOCUMENT_TOO_LARGE]: msg`Documents can be at most 10 MB`,
  'The file is empty. Choose the document again.': msg`The file is empty. Choose the document again.`,
  'Choose a PNG, JPG or PDF file.': msg`Choose a PNG, JPG or PDF file.`,
};
const inReadersWords = (problem: string | undefined) => {
  const known = problem === undefined ? undefined : problemMessages[problem];
  return known ? i18n._(known) : problem;
};

const problemsOf = (values: UploadValues) => {
  const found = documentUploadProblems(values, {
    maxBytes: MAX_DOCUMENT_BYTES,
    tooLargeMessage: DOCUMENT_TOO_LARGE,
  });
  const problems: typeof found = {};
  if (found.documentType) problems.documentType = inReadersWords(found.documentType);
  if (found.file) problems.file = inReadersWords(found.file);
  return problems;
};
/** The upload's rules from core, checked before any byte is sent. */
const uploadRules = rulesResolver<UploadValues>(problemsOf);

/** Upload card: type, optional expiry, a drop area, real progress and Upload Document (product/platform §4). */
export function UploadDocumentForm({ onUploaded }: { onUploaded?: () => void }) {
  const { t } = useLingui();
  const ids = { type: useId(), typeError: useId() };
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocument();
  const { form, onSubmit } = useAppForm<UploadValues>({
    resolver: uploadRules,
    defaultValues: emptyUpload(),
    fields: ['documentType', 'expiresOn', 'file'],
    send: async ({ documentType, expiresOn, file }) => {
      if (!documentType || !file) return;
      setProgress(0);
      try {
        await upload.mutateAsync({
          file,
          documentType,
          expiresOn: takesExpiry(documentType) && expiresOn ? expiresOn : undefined,
          onProgress: setProgress,
        });
      } catch (err) {
        setProgress(null);
        toastUploadFailed(err);
        throw err;
      }
      toastDocumentUploaded();
      form.reset(emptyUpload());
      setProgress(null);
      onUploaded?.();
    },
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const uploading = upload.isPending;
  // After a refused try the button waits for the form to keep the rules (a server refusal never blocks it).
  const refused = form.formState.isSubmitted && Object.keys(problemsOf(values)).length > 0;
  const typeField = form.register('documentType');

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Upload a document</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Registration, insurance, licence, certificates: an operator checks each one.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.type}>
              <Trans>Document type</Trans>
            </Label>
            <NativeSelect
              id={ids.type}
              aria-invalid={errors.documentType ? true : undefined}
              aria-describedby={errors.documentType ? ids.typeError : undefined}
              disabled={uploading}
              {...typeField}
            >
              <option value="">{t`Select document type`}</option>
              {documentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(documentTypeMessages[type])}
                </option>
              ))}
            </NativeSelect>
            {errors.documentType ? (
              <p id={ids.typeError} className="text-sm text-red-600">
                {errors.documentType.message}
              </p>
            ) : null}
          </div>

          {takesExpiry(values.documentType) ? (
            <TextField
              label={t`Expires on (optional)`}
              type="date"
              hint={t`We remind you 30 and 7 days before it expires.`}
              disabled={uploading}
              error={errors.expiresOn?.message}
              {...form.register('expiresOn')}
            />
          ) : null}

          <DropArea
            file={values.file}
            error={errors.file?.message}
            disabled={uploading}
            onFile={(file) => form.setValue('file', file, { shouldValidate: form.formState.isSubmitted })}
          />

          {progress !== null ? <UploadProgress value={progress} label={t`Upload progress`} /> : null}

          <Button type="submit" size="lg" disabled={uploading || refused}>
            {uploading ? (
              <Spinner className="h-4 w-4 text-white" />
            ) : (
              <Upload aria-hidden="true" className="h-5 w-5" />
            )}
            {uploading ? <Trans>Uploading…</Trans> : <Trans>Upload Document</Trans>}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const takesExpiry = (type: DocumentType | '') => (expiringDocumentTypes as readonly string[]).includes(type);

/** The file: chosen or dropped, with its name and size, and the rule it breaks. */
function DropArea({
  file,
  error,
  disabled,
  onFile,
}: {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onFile: (file: File | null) => void;
}) {
  const { t } = useLingui();
  const ids = { file: useId(), fileError: useId(), hint: useId() };
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium text-slate-700">
        <Trans>File</Trans>
      </span>
      <label
        htmlFor={ids.file}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid cursor-pointer justify-items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
          error ? 'border-red-400' : null,
        )}
      >
        <FileUp aria-hidden="true" className="h-8 w-8 text-slate-500" />
        {file ? (
          <span className="break-all text-sm font-medium text-slate-900">
            {file.name} <span className="text-slate-500">({formatBytes(file.size)})</span>
          </span>
        ) : (
          <span className="text-sm text-slate-700">
            <Trans>
              <span className="font-semibold text-brand-700">Choose a file</span> or drop it here
            </Trans>
          </span>
        )}
        <span id={ids.hint} className="text-xs text-slate-500">
          <Trans>PNG, JPG, PDF (Max 10MB)</Trans>
        </span>
        <input
          id={ids.file}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          aria-label={t`Document file`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.hint, error ? ids.fileError : null].filter(Boolean).join(' ')}
          disabled={disabled}
          onChange={(e) => {
            onFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p id={ids.fileError} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
