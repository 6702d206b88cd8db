import { expect, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const DEMO_PASSWORD = 'demo-pass-2025';

/** The bottom navigation bar. */
export const bottomNav = (page: Page) => page.getByRole('navigation', { name: /main/i });

export async function signUpThroughUi(
  page: Page,
  opts: { name: string; email?: string; password?: string; role?: 'Customer' | 'Driver'; next?: string },
) {
  const email = opts.email ?? uniqueEmail(opts.name.split(' ')[0]!.toLowerCase());
  await page.goto(opts.next ? `/signup?next=${encodeURIComponent(opts.next)}` : '/signup');
  await page.getByLabel('Name').fill(opts.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(opts.password ?? 'e2e-password-123');
  await page.getByText(opts.role ?? 'Customer', { exact: true }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  return email;
}

export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  await expect(page.getByLabel('Email')).toBeHidden();
}
