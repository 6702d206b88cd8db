import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TOO_LARGE,
  type DocumentType,
  documentTypeLabels,
  documentTypes,
  expiringDocumentTypes,
  MAX_DOCUMENT_BYTES,
} from '@core/contracts/documents';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { FileUp, Upload } from 'lucide-react';
import { type DragEvent, type FormEvent, useId, useState } from 'react';
import { useUploadDocument } from '../api';
import { formatBytes } from '../status';
import { toastDocumentUploaded, toastUploadFailed } from '../uploadToasts';
import { UploadProgress } from './UploadProgress';

const acceptedName = /\.(jpe?g|png|pdf)$/i;

interface Errors {
  documentType?: string;
  file?: string;
  expiresOn?: string;
}

/** Upload card: type, optional expiry, a drop area, real progress and Upload Document (product/platform §4). */
export function UploadDocumentForm({ onUploaded }: { onUploaded?: () => void }) {
  const ids = { type: useId(), file: useId(), typeError: useId(), fileError: useId(), hint: useId() };
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const upload = useUploadDocument();
  const takesExpiry = (expiringDocumentTypes as readonly string[]).includes(documentType);

  const validate = (): Errors => {
    const errors: Errors = {};
    if (!documentType) errors.documentType = 'Please select a document type';
    if (!file) errors.file = 'Please upload a document file';
    else if (file.size > MAX_DOCUMENT_BYTES) errors.file = DOCUMENT_TOO_LARGE;
    else if (file.size === 0) errors.file = 'The file is empty. Choose the document again.';
    else if (!acceptedName.test(file.name)) errors.file = 'Choose a PNG, JPG or PDF file.';
    return errors;
  };
  const errors = submitted ? validate() : {};
  const invalid = Object.keys(validate()).length > 0;

  const reset = () => {
    setDocumentType('');
    setExpiresOn('');
    setFile(null);
    setSubmitted(false);
    setProgress(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || !file || !documentType) return;
    setProgress(0);
    upload.mutate(
      {
        file,
        documentType,
        expiresOn: takesExpiry && expiresOn ? expiresOn : undefined,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          toastDocumentUploaded();
          reset();
          onUploaded?.();
        },
        onError: (err) => {
          setProgress(null);
          toastUploadFailed(err);
        },
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  const uploading = upload.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a document</CardTitle>
        <CardDescription>
          Registration, insurance, licence, certificates: an operator checks each one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.type}>Document type</Label>
            <NativeSelect
              id={ids.type}
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value as DocumentType | '')}
              aria-invalid={errors.documentType ? true : undefined}
              aria-describedby={errors.documentType ? ids.typeError : undefined}
              disabled={uploading}
            >
              <option value="">Select document type</option>
              {documentTypes.map((type) => (
                <option key={type} value={type}>
                  {documentTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
            {errors.documentType ? (
              <p id={ids.typeError} className="text-sm text-red-600">
                {errors.documentType}
              </p>
            ) : null}
          </div>

          {takesExpiry ? (
            <TextField
              label="Expires on (optional)"
              type="date"
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
              hint="We remind you 30 and 7 days before it expires."
              disabled={uploading}
            />
          ) : null}

          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-slate-700">File</span>
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
                errors.file ? 'border-red-400' : null,
              )}
            >
              <FileUp aria-hidden="true" className="h-8 w-8 text-slate-500" />
              {file ? (
                <span className="break-all text-sm font-medium text-slate-900">
                  {file.name} <span className="text-slate-500">({formatBytes(file.size)})</span>
                </span>
              ) : (
                <span className="text-sm text-slate-700">
                  <span className="font-semibold text-brand-700">Choose a file</span> or drop it here
                </span>
              )}
              <span id={ids.hint} className="text-xs text-slate-500">
                PNG, JPG, PDF (Max 10MB)
              </span>
              <input
                id={ids.file}
                type="file"
                accept={DOCUMENT_ACCEPT}
                className="sr-only"
                aria-label="Document file"
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={[ids.hint, errors.file ? ids.fileError : null].filter(Boolean).join(' ')}
                disabled={uploading}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  e.target.value = '';
                }}
              />
            </label>
            {errors.file ? (
              <p id={ids.fileError} className="text-sm text-red-600">
                {errors.file}
              </p>
            ) : null}
          </div>

          {progress !== null ? <UploadProgress value={progress} label="Upload progress" /> : null}

          <Button type="submit" size="lg" disabled={uploading || (submitted && invalid)}>
            {uploading ? (
              <Spinner className="h-4 w-4 text-white" />
            ) : (
              <Upload aria-hidden="true" className="h-5 w-5" />
            )}
            {uploading ? 'Uploading…' : 'Upload Document'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
