import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { loginPathFor, WithMe } from '@web/features/auth';
import { cn } from '@web/lib/utils';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentList } from '../components/DocumentList';
import { LiveLinks } from '../components/LiveLinks';
import { UploadDocumentForm } from '../components/UploadDocumentForm';

const tabClasses = cn(
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors',
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
);

/** /documents: My Documents and Upload New (product/platform §2, §4). */
export function DocumentsPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<'list' | 'upload'>('list');
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>My Documents</Trans>
      </h1>
      <WithMe>
        {(me) =>
          me ? (
            <Tabs.Root
              value={tab}
              onValueChange={(v) => setTab(v as 'list' | 'upload')}
              className="grid gap-4"
            >
              <Tabs.List aria-label={t`Documents`} className="flex gap-1 rounded-xl bg-slate-100 p-1">
                <Tabs.Trigger value="list" className={tabClasses}>
                  <Trans>My Documents</Trans>
                </Tabs.Trigger>
                <Tabs.Trigger value="upload" className={tabClasses}>
                  <Trans>Upload New</Trans>
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="list" className="grid gap-4 outline-none">
                <DocumentList userId={me.id} />
                <LiveLinks />
              </Tabs.Content>
              <Tabs.Content value="upload" className="outline-none">
                <UploadDocumentForm onUploaded={() => setTab('list')} />
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            <Card>
              <CardContent className="grid gap-3 pt-5">
                <p className="text-sm text-slate-700">
                  <Trans>Sign in to upload and share your documents.</Trans>
                </p>
                <Link to={loginPathFor('/documents')} className={buttonClasses('primary', 'md')}>
                  <Trans>Sign in</Trans>
                </Link>
              </CardContent>
            </Card>
          )
        }
      </WithMe>
    </div>
  );
}
