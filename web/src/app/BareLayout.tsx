import { PageOutlet } from './PageOutlet';

/** Payment and subscription screens: no app frame, just the page. */
export function BareLayout() {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <main id="main" className="mx-auto w-full max-w-2xl px-4 py-6">
        <PageOutlet />
      </main>
    </div>
  );
}
