import { Link } from 'react-router';

const linkClass =
  'rounded underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-2 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:justify-between">
        <nav aria-label="Legal" className="flex items-center gap-4">
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
        </nav>
        <p>© 2025 Pathway</p>
      </div>
    </footer>
  );
}
