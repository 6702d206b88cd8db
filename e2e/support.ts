import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { confirmEmailFromOutbox } from './outbox';

export { DEMO_PASSWORD };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** The bottom navigation bar. */
export const bottomNav = (page: Page) => page.getByRole('navigation', { name: /main/i });

/** The tracking page's status title ("Recovery in Progress", "Delivered"…) and its card. */
export const trackingStatusHeading = (page: Page) => page.locator('#tracking-status-title');
export const trackingStatusCard = (page: Page) => page.locator('[aria-labelledby="tracking-status-title"]');

/**
 * Signs up through the form. The new account's e-mail is then confirmed from the outbox, as its owner
 * would open the link (paying, accepting and payouts wait for it); `confirmEmail: false` leaves it
 * unconfirmed. A refused sign-up confirms nothing.
 */
export async function signUpThroughUi(
  page: Page,
  opts: {
    name: string;
    email?: string;
    password?: string;
    role?: 'Customer' | 'Driver';
    next?: string;
    confirmEmail?: boolean;
  },
) {
  const email = opts.email ?? uniqueEmail(opts.name.split(' ')[0]!.toLowerCase());
  await page.goto(opts.next ? `/signup?next=${encodeURIComponent(opts.next)}` : '/signup');
  await page.getByLabel('Name').fill(opts.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(opts.password ?? 'e2e-password-123');
  await page.getByText(opts.role ?? 'Customer', { exact: true }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/signup'));
  await page.getByRole('button', { name: 'Create account' }).click();
  const res = await answer;
  if (opts.confirmEmail !== false && res.status() === 201)
    await confirmEmailFromOutbox(new URL(page.url()).origin, email);
  return email;
}

/** Signs a new customer up through the UI and waits until the profile shows them. */
export async function newCustomer(page: Page, name: string) {
  const password = 'e2e-password-123';
  const email = await signUpThroughUi(page, { name, password, next: '/profile' });
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  return { email, password };
}

/**
 * The step-up prompt ("Confirm it's you") that money and account changes open: the person types their
 * password (an account without a second factor), and the action goes on.
 */
export async function confirmItsYou(page: Page, password = 'e2e-password-123') {
  const prompt = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('Password').fill(password);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
}

export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  await expect(page.getByLabel('Email')).toBeHidden();
}

/** Types an address into a place field and closes its suggestions (Escape), as a person who typed it whole. */
export async function fillPlace(page: Page, label: string, text: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(text);
  await field.press('Escape');
}

/** The request form's two address fields. */
export async function fillAddresses(page: Page, pickup: string, destination: string) {
  await fillPlace(page, 'Pickup location', pickup);
  await fillPlace(page, 'Destination', destination);
}

/** The checkout's test-mode card form (expiry 12/34, CVC 123). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
  await page.getByLabel('CVC', { exact: true }).fill('123');
}
